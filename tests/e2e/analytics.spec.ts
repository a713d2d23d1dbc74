/**
 * Visitor counting (issue 54, docs/decisions/031-cookieless-analytics.md) against our own pages
 * and the real sender: a copy of the tested build with counting switched on (analytics-site.ts),
 * a recorder standing in for the service's address. Each event in English, Telugu and Hindi, at
 * phone width; nothing typed in any request; no cookie; nothing at all with counting off or with
 * Do Not Track or Global Privacy Control.
 */
import type { Page } from "@playwright/test";
import { consignmentNumberFormat } from "../../app/content/claims-and-paperwork";
import { claimsContentFor, contentFor, estimateContentFor } from "../../app/content/content.server";
import type { Language } from "../../app/content/languages";
import { enquiryEndpoint } from "../../app/lib/enquiry-form";
import { claimDraftKey, enquiryDraftKey, surveyDraftKey } from "../../app/lib/form-draft-keys";
import { closedWeekdays } from "../../app/lib/office-days";
import { localizedPath } from "../../app/lib/page-language";
import { weekdayOf } from "../../app/lib/survey-date";
import { type RecordedEvent, type Recorder, startRecorder } from "../../scripts/counting-site";
import { startCountingSite } from "./analytics-site";
import { guidedRoute, hub, someHome } from "./content-picks";
import { startUsingForm } from "./first-use";
import { expect, test, waitForHydration } from "./fixtures";
import { fillForm, formFields } from "./form-fields";
import { standInForFormSubmit } from "./form-service";
import { holdModules } from "./hold-modules";

/** What a visitor types: none of it may reach the recorder. */
const typed = "Sentinel";
const typedPhone = "+91 98480 17263";

let recorder: Recorder;
let site: { origin: string; close(): Promise<void> };

// One copy of the site and one recorder for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  recorder = await startRecorder();
  site = await startCountingSite(recorder.origin);
});

test.afterAll(async () => {
  await site?.close();
  await recorder?.close();
});

/** The events recorded from here on. */
function eventsFrom(start: number) {
  return () => recorder.events.slice(start);
}

/** Waits for an event named `name` whose properties include `props`, and returns it. */
async function recorded(events: () => RecordedEvent[], name: string, props: Record<string, string> = {}) {
  const matches = () =>
    events().find(
      (event) => event.name === name && Object.entries(props).every(([key, value]) => event.props[key] === value),
    );
  await expect
    .poll(() => matches(), { message: `${name} ${JSON.stringify(props)}`, timeout: 15_000 })
    .toBeTruthy()
    .catch((error: Error) => {
      // What was recorded instead, to tell a wrong property from a missing event.
      const seen = events().map((event) => `${event.name} ${JSON.stringify(event.props)}`);
      throw new Error(`${error.message}\nRecorded instead:\n${seen.join("\n")}`);
    });
  return matches() as RecordedEvent;
}

/** Every request the recorder saw must be free of what was typed, and the browser must hold no cookie. */
async function expectNothingTypedAndNoCookie(page: Page) {
  for (const body of recorder.bodies) {
    expect(body).not.toContain(typed);
    expect(body.replace(/\D/g, "")).not.toContain("9848017263");
  }
  expect(await page.context().cookies()).toEqual([]);
  // The browser keeps only the site's own drafts and footer counter, no identifier.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  for (const key of keys) expect(["visitorCount", enquiryDraftKey, surveyDraftKey, claimDraftKey]).toContain(key);
}

/** `isoDate`, or the first day after it the office is open: a survey is booked on an open day. */
function openDayFrom(isoDate: string, hours: Parameters<typeof closedWeekdays>[0]): string {
  const closed = closedWeekdays(hours);
  const date = new Date(`${isoDate}T00:00:00Z`);
  while (closed.includes(weekdayOf(date.toISOString().slice(0, 10)) ?? -1)) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const languages: Language[] = ["en", "te", "hi"];

for (const language of languages) {
  const content = contentFor(language);
  const formAction = enquiryEndpoint(content.company, process.env.ENQUIRY_ENDPOINT_BASE);
  // The portal a registration is checked on, from the GST certificate's own link.
  const gstPortal = new URL(content.certifications.find((certificate) => certificate.kind === "gst")?.verifyUrl ?? "");
  const at = (path: string) => `${site.origin}${localizedPath(language, path)}`;
  const tag = { en: "en-IN", te: "te-IN", hi: "hi-IN" }[language];

  test(`counts page views, taps, an enquiry, estimates, searches and the switcher in ${language}`, async ({ page }) => {
    test.setTimeout(90_000);
    const events = eventsFrom(recorder.events.length);

    // The contact page: its view, a tap on the call button, and the enquiry sent.
    await page.goto(at("/contact/"));
    await waitForHydration(page);
    const view = await recorded(events, "pageview", {
      template: "contact",
      path: localizedPath(language, "/contact/"),
    });
    expect(view).toMatchObject({
      domain: new URL(content.company.siteUrl).hostname,
      url: at("/contact/"),
      props: { language },
    });
    const floating = page.getByRole("complementary", { name: content.interface.contactButtons.floatingLabel });
    await floating.getByRole("link").first().dispatchEvent("click");
    const call = await recorded(events, "Call", { place: "call-or-whatsapp" });
    expect(call.props.number).toBe(content.company.mainPhone.number.replace(/[^+\d]/g, ""));
    await floating.locator('a[href^="https://wa.me/"]').dispatchEvent("click");
    const chat = await recorded(events, "WhatsApp", { place: "call-or-whatsapp", template: "contact" });
    expect(chat.props.number).toBe(`+${content.company.whatsappNumber.replace(/\D/g, "")}`);
    const mail = page.locator('main a[href^="mailto:"]').first();
    const address = decodeURIComponent(new URL((await mail.getAttribute("href")) ?? "").pathname);
    await mail.dispatchEvent("click");
    await recorded(events, "Email", { address, template: "contact", language });

    const form = page.getByRole("form");
    // The first tap loads the INP reading (decision 045), which is sent as the page is left.
    const inpLoaded = page.waitForResponse((response) => response.url().includes("/assets/onINP-"));
    await form.getByRole("textbox").first().click();
    await inpLoaded;
    // That tap also loads the form's code, which keeps the draft the return page reads the service
    // from; a visitor types for longer than the code takes to arrive, this test does not.
    await expect(form).toHaveAttribute("data-form", "running");
    await standInForFormSubmit(page, formAction, localizedPath(language, "/thank-you/"));
    for (const box of await form.getByRole("textbox").all()) {
      const type = await box.getAttribute("type");
      await box.fill(
        type === "tel" ? typedPhone : type === "email" ? `${typed.toLowerCase()}@example.in` : `${typed} Ravi`,
      );
    }
    const service = content.services[2];
    await form.getByRole("combobox").selectOption(service?.enquiryLabel ?? "");
    await form.getByRole("button", { name: content.enquiry.submitLabel }).click();
    await expect(page).toHaveURL(at("/thank-you/"));
    await recorded(events, "Enquiry sent", { service: service?.slug ?? "", template: "thank-you", language });
    // Reloading the return page, or coming back to it within the site, sends nothing again: one
    // enquiry, one count. Each time its view is counted first, so the check is not made too soon.
    const returnView = { template: "thank-you", path: localizedPath(language, "/thank-you/") };
    const reloaded = eventsFrom(recorder.events.length);
    await page.reload();
    await recorded(reloaded, "pageview", returnView);
    const verifyFromThanks = page
      .getByRole("main")
      .getByRole("link", { name: content.enquiry.fraudNotice.verifyLink, exact: true })
      .first();
    await verifyFromThanks.click();
    await expect(page).toHaveURL(at("/verify-us/"));
    const back = eventsFrom(recorder.events.length);
    await page.goBack();
    await recorded(back, "pageview", returnView);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 1600))));
    expect(events().filter((event) => event.name === "Enquiry sent")).toHaveLength(1);
    const inp = await recorded(events, "Web vital", { metric: "INP", template: "contact", language });
    expect(["good", "needs-improvement", "poor"]).toContain(inp.props.rating);

    // The estimate, opened from a shared link: the link, an estimate made, and its hand-off.
    await page.goto(at(`/estimate/?from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}`));
    await waitForHydration(page);
    await recorded(events, "Shared estimate opened", { from: hub.slug, to: guidedRoute.slug, home: someHome.id });
    await page.getByRole("radio").first().check();
    const estimate = await recorded(events, "Estimate", { template: "estimate", language });
    expect(estimate.props).toMatchObject({ from: hub.slug, to: guidedRoute.slug });
    expect(estimate.props.home).toMatch(/^\w+$/);
    expect(estimate.props.band).toMatch(/^\d+(-\d+|\+)$/);
    const actions = estimateContentFor(language).words.actions;
    await page.getByRole("link", { name: actions.whatsApp }).last().dispatchEvent("click");
    await recorded(events, "Estimate hand-off", { to: "whatsapp" });
    // The floating WhatsApp button on the estimate is a chat, not the estimate's hand-off.
    await floating.locator('a[href^="https://wa.me/"]').dispatchEvent("click");
    await recorded(events, "WhatsApp", { place: "call-or-whatsapp", template: "estimate" });
    await page.getByRole("link", { name: actions.send }).click();
    await recorded(events, "Estimate hand-off", { to: "enquiry", template: "estimate" });
    expect(events().filter((event) => event.name === "Estimate hand-off")).toHaveLength(2);

    // Searches: a count where something was found, the words where nothing was, never digits.
    await page.goto(at(`/search/?q=${guidedRoute.slug}`));
    await recorded(events, "Search", { template: "search", language });
    expect(events().find((event) => event.name === "Search")?.props.query).toBeUndefined();
    if (language === "en") {
      // A phone number typed into the search box never leaves, found or not (the unit tests try every kind).
      const searchesBefore = events().length;
      await page.goto(at(`/search/?q=zzqxv ${typedPhone}`));
      const phoneSearch = await recorded(() => events().slice(searchesBefore), "Search");
      expect([undefined, "(not sent: digits, @ or too long)"]).toContain(phoneSearch.props.query);
    }
    await page.goto(at("/search/?q=qwzxv"));
    await recorded(events, "Search", { results: "0", query: "qwzxv" });
    // The header's search box on any page: one count once the visitor stops typing.
    await page.goto(at("/about/"));
    await waitForHydration(page);
    const header = content.interface.header.search;
    await page.getByRole("button", { name: header.openLabel, exact: true }).first().click();
    await page.getByRole("combobox", { name: header.fieldLabel }).pressSequentially("zqxwv", { delay: 50 });
    await recorded(events, "Search", { template: "about", results: "0", query: "zqxwv", language });
    expect(events().filter((event) => event.props.query?.startsWith("zq"))).toHaveLength(1);

    // Verify us: a registration check opened; then the language switcher, which leaves the page.
    await page.goto(at("/verify-us/"));
    await waitForHydration(page);
    await recorded(events, "pageview", { template: "verify-us" });
    await page.locator(`main a[href^="${gstPortal.origin}"]`).first().dispatchEvent("click");
    await recorded(events, "Verify check", { site: gstPortal.hostname });
    // An office's map is another site, but not a check of our registration.
    await page.locator(`main a[href="${content.company.registeredOffice.mapUrl}"]`).first().dispatchEvent("click");
    const other = language === "en" ? "te-IN" : "en-IN";
    await page.locator(`header a[hreflang="${other}"]`).first().click();
    await recorded(events, "Language switch", { from: tag, to: other, template: "verify-us" });
    expect(events().filter((event) => event.name === "Verify check")).toHaveLength(1);

    // The speed of the page the visit began on, reported as it is left.
    await recorded(events, "Web vital", { metric: "LCP" });
    const vital = await recorded(events, "Web vital", { metric: "CLS" });
    expect(["good", "needs-improvement", "poor"]).toContain(vital.props.rating);
    expect(vital.interactive).toBe(false);

    await expectNothingTypedAndNoCookie(page);
  });

  test(`counts the not-found page, downloads, a survey booked and a claim sent in ${language}`, async ({ page }) => {
    test.setTimeout(90_000);
    const events = eventsFrom(recorder.events.length);
    await page.goto(at("/no-such-page/"));
    await waitForHydration(page);
    await recorded(events, "pageview", { template: "not-found", path: localizedPath(language, "/no-such-page/") });
    await page.locator('header a[href$=".pdf"]').first().dispatchEvent("click");
    await recorded(events, "Download", { kind: "brochure" });
    await page.goto(at("/certification/"));
    await waitForHydration(page);
    const certificate = page.locator('main a[href*="/certificates/"][href$=".pdf"]').first();
    const file = (await certificate.getAttribute("href"))?.split("/").pop() ?? "";
    await certificate.dispatchEvent("click");
    await recorded(events, "Download", { kind: "certificate", file, template: "certification", language });

    // A survey booked and a claim sent, each filled in as a visitor does and sent to a stand-in for FormSubmit.
    const booking = contentFor(language).bookSurvey;
    const home = estimateContentFor(language).catalogue.homeSizes[1];
    await standInForFormSubmit(page, formAction, localizedPath(language, "/survey-booked/"));
    await page.goto(at("/book-survey/"));
    const surveyForm = page.getByRole("form", { name: booking.form.heading });
    await startUsingForm(page, surveyForm);
    const surveyFields = formFields(surveyForm, booking.form, {
      group: ["surveyType"],
      labelled: ["date"],
      combobox: ["time", "home"],
      textbox: ["locality", "name", "phone", "message"],
    });
    await fillForm(surveyFields, {
      surveyType: booking.types.video.label,
      // The opening hours as the office's days are read from them: in English (app/routes/book-survey.tsx).
      date: openDayFrom("2099-06-15", contentFor("en").company.hours),
      time: booking.form.time.windows[1] ?? "",
      home: home?.name ?? "",
      locality: `${typed} Nagar`,
      name: `${typed} Lakshmi`,
      phone: typedPhone,
      message: `${typed} fourth floor`,
    });
    await surveyForm.getByRole("button", { name: booking.form.submitLabel }).click();
    await expect(page).toHaveURL(at("/survey-booked/"));
    await recorded(events, "Survey booked", {
      kind: "video",
      home: home?.id ?? "",
      template: "survey-booked",
      language,
    });

    const claims = claimsContentFor(language).form;
    await standInForFormSubmit(page, formAction, localizedPath(language, "/claim-received/"));
    await page.goto(at("/claims-and-paperwork/"));
    const claimForm = page.getByRole("form", { name: claims.heading });
    await startUsingForm(page, claimForm);
    const claimTyped: Array<[string, string]> = [
      [claims.consignment.label, consignmentNumberFormat.example],
      [claims.name.label, `${typed} Reddy`],
      [claims.phone.label, typedPhone],
      [claims.email.label, `${typed.toLowerCase()}@example.in`],
      [claims.message.label, `${typed}: two bowls broken`],
    ];
    for (const [field, value] of claimTyped) await claimForm.getByRole("textbox", { name: field }).fill(value);
    await claimForm.getByRole("button", { name: claims.submitLabel }).click();
    await expect(page).toHaveURL(at("/claim-received/"));
    await recorded(events, "Claim sent", { template: "claim-received", language });
    await expectNothingTypedAndNoCookie(page);
  });
}

test("counts a call tapped before the page is idle, though the visitor leaves at once", async ({ page }) => {
  const events = eventsFrom(recorder.events.length);
  // A page that never has an idle moment: only the tap itself can start the sending.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(`${site.origin}/hi/contact/`);
  await waitForHydration(page);
  // The counting code has drawn the page's template: from then on a tap counts, idle or not.
  await expect(page.locator("html[data-template]")).toHaveAttribute("data-template", "contact");
  await page.locator('#call-or-whatsapp a[href^="tel:"]').first().dispatchEvent("click");
  // Leaving at once: nothing waits for idle time on a page that is gone.
  await page.goto("about:blank");
  await recorded(events, "Call", { place: "call-or-whatsapp", template: "contact", language: "hi" });
  await recorded(events, "pageview", { template: "contact", path: "/hi/contact/" });
});

test("counts a call tapped before the page's JavaScript has arrived, as on a slow phone", async ({ page }) => {
  const events = eventsFrom(recorder.events.length);
  const held = await holdModules(page);
  await page.goto(`${site.origin}/te/contact/`);
  // The page is drawn and working without React; its modules are on their way.
  await held.requested();
  await page.locator('#call-or-whatsapp a[href^="tel:"]').first().dispatchEvent("click");
  expect(events().filter((event) => event.name === "Call")).toEqual([]);
  await held.release();
  await waitForHydration(page);
  await recorded(events, "Call", { place: "call-or-whatsapp", template: "contact", language: "te" });
  expect(events().filter((event) => event.name === "Call")).toHaveLength(1);
});

test("an in-app move to a missing address counts one not-found view, not one before the host's 404 page and one on it", async ({
  page,
}) => {
  await page.goto(`${site.origin}/about/`);
  await waitForHydration(page);
  const events = eventsFrom(recorder.events.length);
  const document = page.waitForResponse((response) => response.request().isNavigationRequest());
  // The router moves on a history step without loading a document, as it does for a broken link.
  await page.evaluate((path) => {
    history.pushState(null, "", path);
    history.pushState(null, "", `${path}#next`);
    history.back();
  }, "/no-such-page/");
  expect((await document).status()).toBe(404);
  await waitForHydration(page);
  await recorded(events, "pageview", { template: "not-found", path: "/no-such-page/" });
  // Past the idle time a second view would be sent in.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 1600))));
  const notFoundViews = events().filter((event) => event.name === "pageview" && event.props.template === "not-found");
  expect(notFoundViews).toHaveLength(1);
});

test.describe("sends nothing", () => {
  /** Opens pages, taps and searches; returns what reached the recorder and whether the sender loaded. */
  async function visit(page: Page, origin: string) {
    const before = recorder.bodies.length;
    const sender: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("analytics-sender")) sender.push(request.url());
    });
    await page.goto(`${origin}/search/?q=qwzxv`);
    await waitForHydration(page);
    await page.locator('header a[href$=".pdf"]').first().dispatchEvent("click");
    // Past the idle time the sender would load in, and the pause after which a search is counted.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 1600))));
    await page.goto(`${origin}/about/`);
    return { requests: recorder.bodies.slice(before), sender };
  }

  test("while counting is off: the tested build, as the owner's facts have it", async ({ page, baseURL }) => {
    const { requests, sender } = await visit(page, baseURL ?? "");
    expect(requests).toEqual([]);
    expect(sender).toEqual([]);
    expect(await page.locator('meta[name="analytics"]').count()).toBe(0);
  });

  for (const [signal, value] of [
    ["doNotTrack", "1"],
    ["globalPrivacyControl", true],
  ] as const) {
    test(`when the browser sends ${signal}`, async ({ page }) => {
      await page.addInitScript(
        ([name, setting]) => Object.defineProperty(Navigator.prototype, name, { get: () => setting }),
        [signal, value] as const,
      );
      const { requests, sender } = await visit(page, site.origin);
      expect(requests).toEqual([]);
      expect(sender).toEqual([]);
    });
  }
});
