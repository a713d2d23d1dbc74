import type { SectionHeadingWords } from "../../content/schema";
import { Section, SectionHeading } from "../ui/section";
import "./city-strip.css";

/** A name in the strip and the page it links to: the city's page, or the cities list for a region. */
export type CityStripLink = { name: string; href: string };

const chip =
  "inline-flex min-h-11 items-center rounded-full border border-navy-100 bg-white px-4 font-semibold whitespace-nowrap text-navy-900 shadow-card";

function CityList({ cities, label, copy = false }: { cities: CityStripLink[]; label: string; copy?: boolean }) {
  return (
    <ul
      className={`city-strip__list ${copy ? "city-strip__copy" : ""}`}
      aria-hidden={copy ? "true" : undefined}
      aria-label={copy ? undefined : label}
    >
      {cities.map((city) => (
        <li key={city.name} className="flex">
          {/* The copy is for the eye only: plain names there, so each link is in the tab order once. */}
          {copy ? (
            <span className={chip}>{city.name}</span>
          ) : (
            <a href={city.href} className={`${chip} underline-offset-4 hover:underline`}>
              {city.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The cities we serve, running past in a strip (CSS only, so it also moves and stops without
 * JavaScript). Each name links to its city's page. Screen readers and the keyboard get the list
 * once: the second copy that closes the loop is hidden from them and holds nothing focusable. It
 * stops on hover, on focus (so a focused link holds still) and with its own control, and stands
 * still, wrapped onto lines, for visitors who prefer reduced motion.
 */
export function CityStrip({
  headingWords,
  words,
  cities,
}: {
  headingWords: SectionHeadingWords;
  words: { listLabel: string; holdLabel: string };
  /** Each name with its page (`cityStripLinks`). */
  cities: CityStripLink[];
}) {
  return (
    <Section tone="tinted" labelledBy="cities-heading" className="city-strip">
      <div className="flex flex-wrap items-end justify-between gap-x-6">
        <SectionHeading
          id="cities-heading"
          kicker={headingWords.kicker}
          title={headingWords.heading}
          intro={headingWords.intro}
        />
        <label className="city-strip__control mb-8 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-navy-900 px-4 font-semibold text-navy-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-marigold-500 hover:bg-white">
          <input type="checkbox" className="city-strip__hold size-5 accent-navy-900" />
          {words.holdLabel}
        </label>
      </div>
      <div className="city-strip__viewport -mx-4 py-2 sm:mx-0">
        <div className="city-strip__track">
          <CityList cities={cities} label={words.listLabel} />
          <CityList cities={cities} label={words.listLabel} copy />
        </div>
      </div>
    </Section>
  );
}
