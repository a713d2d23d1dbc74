import { Link } from "react-router";
import type { EstimateWords } from "../../content/estimate-schema";
import { whatsappHref } from "../../lib/contact-links";
import { countText } from "../../lib/count-text";
import type { Estimate, EstimateInput } from "../../lib/estimate";
import { findCity } from "../../lib/estimate";
import { enquiryServiceFor, estimateRouteLink, includesInsurance, totalNoteFor } from "../../lib/estimate-summary";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { formatPercent, formatRupeeRange, formatRupees } from "../../lib/rupees";
import { formatCount } from "../../lib/visitor-count";
import { Icon } from "../ui/icon";
import type { EstimatePageData } from "./estimate-page-data";
import { bookSurveyHref, sendEstimateHref } from "./send-links";

// Wraps rather than overflowing where a label is longer than a 320 px screen (Telugu's print label).
const actionClass = "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-5 text-center font-bold";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-b border-line py-2">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 text-right font-semibold text-navy-900">{children}</dd>
    </div>
  );
}

/**
 * The estimate as the visitor's choices make it: the total (an `<output>`, announced by the
 * calculator's own live region once changes settle), the facts of the move, every line of the
 * breakdown, the honesty notes, and the ways to send it on.
 */
export function EstimateResult({
  idPrefix,
  input,
  estimate,
  page,
  summary,
}: {
  idPrefix: string;
  input: EstimateInput;
  estimate: Estimate;
  /** The page's rates, words, company, links and date of the rates (estimate-page-data.ts). */
  page: Pick<EstimatePageData, "data" | "words" | "company" | "routeLinks" | "ratesAsOf" | "locale">;
  /** The estimate in words, as the enquiry, the survey booking and WhatsApp carry it (estimate-summary.ts). */
  summary: string;
}) {
  const { data, words: estimateWords, company, routeLinks: pageLinks, ratesAsOf, locale } = page;
  const words = estimateWords.result;
  const sendHref = sendEstimateHref(pageLinks.contact, enquiryServiceFor(estimate, estimateWords), summary);
  /** The route's page (or the list of cities) for a move between two cities. */
  const routeLink = estimateRouteLink(input, estimate, data, estimateWords, pageLinks);
  const { printDetails } = estimateWords;
  const { rates } = data;
  const id = (name: string) => `${idPrefix}-${name}`;
  const km = formatCount(Math.round(estimate.route.km));
  const cityName = findCity(data.cities, input.from)?.name ?? input.from;
  const noSurcharges = rates.surcharges.weekendPercent === 0 && rates.surcharges.monthEndPercent === 0;
  const lines = estimate.lines.filter((line) => !(line.key === "surcharge" && noSurcharges));
  const vehicles = estimate.vehicles.map(({ vehicle, count }) => ({
    key: vehicle.id,
    text: fillPlaceholders(words.vehicleCount, { count, vehicle: vehicle.name }),
    capacity: fillPlaceholders(words.vehicleCapacity, { capacity: formatCount(vehicle.capacityCuFt) }),
  }));

  const insured = includesInsurance(estimate);
  const insuranceRate = formatPercent(estimate.insurancePercent);

  const lineDetail = (key: string): string | undefined => {
    if (key === "insurance") {
      return insured
        ? fillPlaceholders(words.insuranceDetail, { rate: insuranceRate, value: formatRupees(input.declaredValue, 1) })
        : words.insuranceNone;
    }
    if (key === "gst") return fillPlaceholders(words.gstDetail, { rate: formatPercent(estimate.gstPercent) });
    return undefined;
  };

  return (
    <section
      aria-labelledby={id("result-heading")}
      // Redrawn on every change: its own stacking context, so that repaints this card alone (decision 051).
      className="isolate rounded-card border border-line bg-white p-4 shadow-card sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={id("result-heading")} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none">
        {words.heading}
      </h2>

      <div className="mt-4 rounded-lg bg-navy-900 p-4 text-white print:bg-white print:p-0 print:text-ink">
        <span id={id("total-label")} className="block font-semibold text-marigold-300 print:text-ink">
          {words.total}
        </span>
        {/* Not a live region itself: every keystroke would be read out. The calculator announces
            the total once the changes settle. */}
        {/* A link's total is written here before the calculator hydrates (estimate-landing.ts). */}
        <output
          aria-labelledby={id("total-label")}
          aria-live="off"
          htmlFor={id("form")}
          className="mt-1 block text-3xl font-extrabold tabular-nums"
          data-total
          suppressHydrationWarning
        >
          {formatRupeeRange(estimate.total.low, estimate.total.high)}
        </output>
        <span data-stale className="mt-1 block text-sm text-navy-100 print:text-muted">
          {totalNoteFor(estimate, estimateWords)}
        </span>
        {!insured && (
          // The one step to insure the goods: to the value field, which adds the premium.
          <button
            type="button"
            data-stale
            onClick={() => document.getElementById(id("value"))?.focus()}
            className="mt-1 inline-flex min-h-11 items-center text-left font-semibold text-marigold-300 underline underline-offset-4 hover:text-white print:hidden"
          >
            {fillPlaceholders(words.addInsurance, { rate: insuranceRate })}
          </button>
        )}
      </div>

      {/* The facts, the breakdown and the notes are laid out when they come near the screen: on a
          phone they are 1,500 px below the first screen, and laying them out held up the first
          paint (drawn-when-near, app.css; decision 055). The total above and the buttons below,
          drawn on dark backgrounds, are outside it so contrast checks see those backgrounds; the
          side padding keeps the links' focus rings inside its clip. */}
      <div className="drawn-when-near -mx-2 px-2 print:mx-0 print:px-0">
        <dl data-stale className="mt-4">
          <Fact term={words.distance}>
            {estimate.route.source === "great-circle"
              ? fillPlaceholders(words.distanceEstimated, { km })
              : fillPlaceholders(words.distanceGiven, { km })}
            {estimate.route.local && (
              <span className="block text-sm font-normal text-muted">
                {fillPlaceholders(estimateWords.move.sameCity, { city: cityName })}
              </span>
            )}
          </Fact>
          <Fact term={words.volume}>
            {fillPlaceholders(words.volumeValue, { volume: formatCount(Math.round(estimate.volumeCuFt)) })}
          </Fact>
          <Fact term={words.vehicle}>
            {vehicles.length === 0
              ? words.noVehicle
              : vehicles.map((vehicle) => (
                  <span key={vehicle.key} className="block">
                    {vehicle.text} <span className="block text-sm font-normal text-muted">{vehicle.capacity}</span>
                  </span>
                ))}
          </Fact>
          <Fact term={words.crew}>{countText(words.crewValue, estimate.crew, locale)}</Fact>
          <Fact term={words.transit}>
            {estimate.transitDays
              ? fillPlaceholders(words.transitDays, { low: estimate.transitDays.low, high: estimate.transitDays.high })
              : words.transitSameDay}
          </Fact>
        </dl>

        {estimate.transportBasis === "shared" && (
          <p data-stale className="mt-3 text-muted">
            {words.sharedLoad} {countText(words.sharedLoadDays, rates.sharedLoad.extraTransitDays, locale)}
          </p>
        )}
        {routeLink && (
          <p data-stale className="mt-3 print:hidden">
            <Link
              to={routeLink.href}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 underline underline-offset-4 hover:text-navy-900"
            >
              {routeLink.label} <Icon name="arrowRight" className="size-4 shrink-0" />
            </Link>
          </p>
        )}

        <table data-stale className="mt-5 w-full border-collapse text-left">
          <caption className="mb-2 text-left text-lg font-bold text-navy-900">{words.breakdownCaption}</caption>
          <thead>
            <tr className="border-b-2 border-navy-900/20 text-sm text-muted">
              <th scope="col" className="py-2 pe-2 font-semibold">
                {words.chargeHeading}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {words.rangeHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const detail = lineDetail(line.key);
              return (
                <tr key={line.key} className="border-b border-line align-top">
                  <th scope="row" className="py-2 pe-2 font-normal">
                    {words.lines[line.key]}
                    {detail && <span className="block text-sm text-muted">{detail}</span>}
                  </th>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">
                    {formatRupeeRange(line.low, line.high)}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="font-bold text-navy-900">
              <th scope="row" className="py-2 pe-2">
                {words.total}
              </th>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {formatRupeeRange(estimate.total.low, estimate.total.high)}
              </td>
            </tr>
          </tfoot>
        </table>

        <p className="mt-3 text-muted">
          {fillPlaceholders(rates.gst.explanation, { rate: formatPercent(rates.gst.percent) })}
        </p>
        <p className="mt-2 text-muted">
          {fillPlaceholders(rates.insurance.explanation, { rate: formatPercent(rates.insurance.percent) })}
        </p>

        {estimate.surveyRecommended && (
          <div data-stale className="mt-5 rounded-lg border-2 border-marigold-500 bg-marigold-50 p-4">
            <h3 className="font-bold text-navy-900">{words.survey.heading}</h3>
            <p className="mt-1">{words.survey.text}</p>
          </div>
        )}

        <div className="mt-5 grid gap-2">
          <p>{estimateWords.honesty.estimate}</p>
          <p>{estimateWords.honesty.quote}</p>
          <p className="text-muted">{ratesAsOf}</p>
          <p className="print:hidden">
            <Link
              to={pageLinks.verifyUs}
              className="inline-flex min-h-11 items-center font-semibold text-teal-700 underline"
            >
              {estimateWords.actions.verifyUs}
            </Link>
          </p>
        </div>
      </div>

      <div data-stale className="mt-5 flex flex-wrap gap-3 print:hidden">
        <Link to={sendHref} className={`${actionClass} bg-marigold-400 text-navy-950 hover:bg-marigold-300`}>
          {estimateWords.actions.send} <Icon name="arrowRight" />
        </Link>
        {/* The summary the WhatsApp text carries goes into the survey request's notes. */}
        <Link
          to={bookSurveyHref(pageLinks.bookSurvey, input.homeSize, summary)}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-navy-900 px-5 text-center font-bold text-navy-900 hover:bg-navy-50"
        >
          {estimateWords.actions.bookSurvey} <Icon name="arrowRight" />
        </Link>
        <a
          href={whatsappHref(company.whatsappNumber, summary)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${actionClass} bg-whatsapp text-white hover:brightness-110`}
        >
          <Icon name="whatsapp" /> {estimateWords.actions.whatsApp}{" "}
          <span className="sr-only">{estimateWords.actions.opensWhatsApp}</span>
        </a>
        <button
          type="button"
          onClick={() => window.print()}
          className={`${actionClass} border-2 border-navy-900 text-navy-900 hover:bg-navy-50`}
        >
          <Icon name="fileText" /> {estimateWords.actions.print}
        </button>
      </div>

      <div className="mt-6 hidden border-t border-line pt-4 text-sm print:block">
        <p className="font-bold">{printDetails.heading}</p>
        <p>
          {printDetails.phone}: {company.mainPhone.number} · {printDetails.email}: {company.enquiryEmail}
        </p>
        <p>
          {company.registeredOffice.streetAddress}, {company.registeredOffice.locality}, {company.registeredOffice.city}{" "}
          {company.registeredOffice.postalCode}
        </p>
        <p>
          {printDetails.gstin}: {company.gstin} · {printDetails.website}: {company.siteUrl}
        </p>
      </div>
    </section>
  );
}

/**
 * Moves focus, and the screen, to the full estimate. The form's cards are drawn only as they come
 * near the screen (drawn-when-near, decision 055), holding a placeholder's height until then; the
 * cards between would take their own height as the scroll passed them and move the estimate away
 * from where the scroll aimed. So they are drawn first, for the scroll, and left to the browser
 * again two frames later, when each has remembered its height.
 */
export function focusResult(form: HTMLFormElement | null, resultHeadingId: string) {
  const cards = [...(form?.querySelectorAll<HTMLElement>(".drawn-when-near") ?? [])];
  for (const card of cards) card.style.contentVisibility = "visible";
  document.getElementById(resultHeadingId)?.focus();
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      for (const card of cards) card.style.contentVisibility = "";
    }),
  );
}

/**
 * The total kept in view on a phone while the visitor changes the form above the full estimate:
 * stuck to the top of the screen (not the bottom, where the call and WhatsApp buttons are), no
 * taller than the room `scroll-padding-top` keeps for it, so a focused field is never under it,
 * and the same height whatever the total (it never wraps), so nothing moves when the total changes.
 * The whole bar is one link that moves focus to the full estimate. Wide screens show the estimate
 * beside the form instead.
 */
export function StickyTotal({
  total,
  words,
  resultHeadingId,
}: {
  total: string;
  words: EstimateWords["result"];
  resultHeadingId: string;
}) {
  return (
    <a
      href={`#${resultHeadingId}`}
      onClick={(event) => {
        event.preventDefault();
        focusResult(event.currentTarget.closest("form"), resultHeadingId);
      }}
      className="sticky top-0 z-10 flex min-h-16 flex-col justify-center rounded-b-lg bg-navy-900 px-3 py-1 text-white shadow-card lg:hidden print:hidden"
    >
      <span className="flex justify-between gap-3 text-sm font-semibold">
        <span className="text-marigold-300">{words.total}</span>
        <span className="underline underline-offset-4">{words.stickyLink}</span>
      </span>
      <span
        className="text-lg leading-snug font-extrabold whitespace-nowrap tabular-nums"
        data-total
        suppressHydrationWarning
      >
        {total}
      </span>
    </a>
  );
}
