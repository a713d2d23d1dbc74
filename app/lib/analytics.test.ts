// @vitest-environment jsdom
// (It reads the page's <meta>, the browser's privacy signals and its links.)
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { linkEvent, placeOf } from "./analytics-sender";

const endpoint = "https://stats.example.in/api/event";

/** Fresh copies of the counting code, as a new page load has. */
async function freshCounting() {
  vi.resetModules();
  const [{ track }, { trackPageView }, { countingSettings }] = await Promise.all([
    import("./analytics"),
    import("./analytics-sender"),
    import("./counting-switch"),
  ]);
  return { track, trackPageView, countingSettings };
}

let beacons: Array<{ url: string; body: Record<string, unknown> }>;
/** The listeners a test's counting code put on the document, removed after it as a new page load would. */
const listeners: Array<Parameters<Document["removeEventListener"]>> = [];

beforeEach(() => {
  beacons = [];
  const listen = document.addEventListener.bind(document);
  vi.spyOn(document, "addEventListener").mockImplementation((...args: Parameters<Document["addEventListener"]>) => {
    listeners.push(args);
    listen(...args);
  });
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
  document.head.innerHTML = `<meta name="analytics" content="${endpoint}" data-site="www.example.in">`;
  document.body.innerHTML = `
    <header><a href="tel:+919000000001">Call</a></header>
    <main><section aria-labelledby="next-steps-heading"><a href="mailto:enquiry@example.in">Mail</a></section></main>
    <aside id="call-or-whatsapp"><a href="https://wa.me/919000000001?text=Hello%20my%20name">WhatsApp</a></aside>`;
  history.replaceState(null, "", "/te/contact/");
});

afterEach(() => {
  for (const args of listeners.splice(0)) document.removeEventListener(...args);
  vi.restoreAllMocks();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "doNotTrack");
  Reflect.deleteProperty(navigator, "globalPrivacyControl");
});

/** Lets the idle wait pass and the sender load. */
async function idle() {
  await vi.advanceTimersByTimeAsync(2500);
  await vi.waitFor(() => expect(beacons.length).toBeGreaterThan(0), { timeout: 5000 });
}

describe("visitor counting in the browser", () => {
  it("sends the page view and a tap on a call link, with the page's template, path and language, once idle", async () => {
    const { trackPageView } = await freshCounting();
    trackPageView("contact");
    expect(beacons).toEqual([]);
    await idle();
    document.querySelector<HTMLAnchorElement>('a[href^="tel:"]')?.click();
    expect(beacons.map(({ url }) => url)).toEqual([endpoint, endpoint]);
    expect(beacons[0]?.body).toMatchObject({
      name: "pageview",
      url: "http://localhost:3000/te/contact/",
      domain: "www.example.in",
      props: { template: "contact", path: "/te/contact/", language: "te" },
    });
    expect(beacons[1]?.body).toMatchObject({
      name: "Call",
      props: { template: "contact", number: "+919000000001", place: "header" },
    });
  });

  it("counts a tap made before the page is idle, sending at once, since a call or a chat may leave the page", async () => {
    const { trackPageView } = await freshCounting();
    trackPageView("contact");
    document.querySelector<HTMLAnchorElement>('a[href*="wa.me"]')?.click();
    // No idle time has passed: the tap itself started the sending, the page view first.
    expect(beacons.map(({ body }) => body.name)).toEqual(["pageview", "WhatsApp"]);
    expect(beacons[1]?.body).toMatchObject({ props: { template: "contact", place: "call-or-whatsapp" } });
  });

  it("counts the taps the page kept from before its JavaScript ran, once", async () => {
    const { trackPageView } = await freshCounting();
    const early = document.querySelector('a[href^="tel:"]');
    Object.assign(window, { __earlyTaps: [early, document.querySelector("main")] });
    trackPageView("contact");
    expect(beacons.map(({ body }) => body.name)).toEqual(["pageview", "Call"]);
    expect(beacons[1]?.body).toMatchObject({ props: { template: "contact", place: "header" } });
    expect(Reflect.get(window, "__earlyTaps")).toBeUndefined();
    trackPageView("contact");
    expect(beacons.filter(({ body }) => body.name === "Call")).toHaveLength(1);
  });

  it("sends nothing at a tap that counts nothing, and waits for idle time", async () => {
    const { trackPageView } = await freshCounting();
    trackPageView("contact");
    document.body.insertAdjacentHTML("beforeend", `<a href="/about/">About</a>`);
    document.querySelector<HTMLAnchorElement>('a[href="/about/"]')?.click();
    expect(beacons).toEqual([]);
    await idle();
    expect(beacons.map(({ body }) => body.name)).toEqual(["pageview"]);
  });

  it("counts a form's return page once, while the form's draft is on hand, and clears it", async () => {
    const { trackPageView } = await freshCounting();
    const { countSentForm } = await import("./analytics-choices");
    const { createFormDraft } = await import("./form-draft");
    const draft = createFormDraft({ key: "test-draft", fieldNames: ["service"], longestValue: { service: 100 } });
    trackPageView("thank-you");
    draft.save({ service: "Packing" });
    countSentForm("Enquiry sent", draft, ({ service }) => ({
      service: service === "Packing" ? "packaging" : "unknown",
    }));
    // A reload, a return by Back or the language switcher: the draft is gone, nothing is counted.
    countSentForm("Enquiry sent", draft);
    expect(localStorage.getItem("test-draft")).toBeNull();
    await idle();
    await vi.waitFor(() => expect(beacons).toHaveLength(2));
    const sent = beacons.filter(({ body }) => body.name === "Enquiry sent");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ props: { template: "thank-you", service: "packaging" } });
  });

  it("counts a page's own event on the page it happened on, even once the visitor has moved on", async () => {
    const { track, trackPageView } = await freshCounting();
    trackPageView("search");
    track("Search", { results: "3" });
    history.replaceState(null, "", "/about/");
    await idle();
    await vi.waitFor(() => expect(beacons).toHaveLength(2));
    expect(beacons[1]?.body).toMatchObject({
      name: "Search",
      url: "http://localhost:3000/te/contact/",
      props: { template: "search", path: "/te/contact/", language: "te", results: "3" },
    });
  });

  it("sends nothing while the page carries no settings (counting off)", async () => {
    document.head.innerHTML = "";
    const { track, countingSettings } = await freshCounting();
    expect(countingSettings()).toBeNull();
    track("Search", { results: "3" });
    await vi.advanceTimersByTimeAsync(5000);
    expect(beacons).toEqual([]);
  });

  it.each([
    ["Do Not Track", "doNotTrack", "1"],
    ["Global Privacy Control", "globalPrivacyControl", true],
  ])("counts nothing when the browser sends %s", async (_, signal, value) => {
    Object.defineProperty(navigator, signal, { configurable: true, value });
    const { track, countingSettings } = await freshCounting();
    expect(countingSettings()).toBeNull();
    track("Estimate", { from: "hyderabad", to: "pune" });
    await vi.advanceTimersByTimeAsync(5000);
    expect(beacons).toEqual([]);
  });
});

describe("linkEvent, what a tap counts", () => {
  const link = (selector: string) => document.querySelector<HTMLAnchorElement>(selector) as HTMLAnchorElement;

  it("names the number or address and where on the page, never the text of a WhatsApp message", () => {
    expect(linkEvent(link('a[href^="mailto:"]'), "thank-you")).toEqual([
      "Email",
      { address: "enquiry@example.in", place: "next-steps-heading" },
    ]);
    const whatsApp = linkEvent(link('a[href*="wa.me"]'), "home");
    expect(whatsApp).toEqual(["WhatsApp", { number: "+919000000001", place: "call-or-whatsapp" }]);
    expect(JSON.stringify(whatsApp)).not.toContain("Hello");
  });

  it("counts an estimate's hand-offs to the enquiry form, the survey and WhatsApp from under its result only", () => {
    document.body.innerHTML = `
      <header><a href="/te/contact/">Contact</a></header>
      <section aria-labelledby="estimate-r1-result-heading">
        <a href="/te/contact/?service=x&message=typed">Send</a><a href="/book-survey/?home=2bhk">Survey</a>
        <a href="https://wa.me/919000000001?text=Estimate">WhatsApp</a>
      </section>
      <aside id="call-or-whatsapp"><a href="https://wa.me/919000000001">Chat</a></aside>`;
    const result = '[aria-labelledby$="result-heading"]';
    expect(linkEvent(link(`${result} a[href*="contact"]`), "estimate")).toEqual([
      "Estimate hand-off",
      { to: "enquiry" },
    ]);
    expect(linkEvent(link(`${result} a[href*="survey"]`), "estimate")).toEqual(["Estimate hand-off", { to: "survey" }]);
    expect(linkEvent(link(`${result} a[href*="wa.me"]`), "estimate")).toEqual([
      "Estimate hand-off",
      { to: "whatsapp", number: "+919000000001", place: "estimate-r1-result-heading" },
    ]);
    // The menu's contact link and the floating WhatsApp button are not the estimate's hand-offs.
    expect(linkEvent(link('header a[href*="contact"]'), "estimate")).toBeUndefined();
    expect(linkEvent(link("aside a"), "estimate")).toEqual([
      "WhatsApp",
      { number: "+919000000001", place: "call-or-whatsapp" },
    ]);
    expect(linkEvent(link(`${result} a[href*="contact"]`), "home")).toBeUndefined();
  });

  it("counts downloads, the language switcher and the Verify us checks", () => {
    document.documentElement.lang = "en-IN";
    document.body.innerHTML = `<footer><a href="/brochure/godavari-packers-brochure.pdf">B</a></footer>
      <a href="/certificates/gst.pdf">C</a><a href="/te/about/" hreflang="te-IN">తెలుగు</a>
      <section aria-labelledby="registration-heading"><section aria-labelledby="gst-check">
        <a href="https://services.gst.gov.in/services/searchtp">GST</a></section></section>
      <section aria-labelledby="genuine-contacts-heading"><a href="https://maps.google.com/?q=office">Map</a></section>`;
    expect(linkEvent(link('a[href*="brochure"]'), "home")).toEqual([
      "Download",
      { file: "godavari-packers-brochure.pdf", kind: "brochure", place: "footer" },
    ]);
    expect(linkEvent(link('a[href*="certificates"]'), "certification")?.[1]).toMatchObject({ kind: "certificate" });
    expect(linkEvent(link("a[hreflang]"), "about")).toEqual(["Language switch", { from: "en-IN", to: "te-IN" }]);
    expect(linkEvent(link('a[href*="gst.gov"]'), "verify-us")).toEqual([
      "Verify check",
      { site: "services.gst.gov.in" },
    ]);
    expect(linkEvent(link('a[href*="gst.gov"]'), "home")).toBeUndefined();
    // Another site's link on Verify us is not a check of our registration.
    expect(linkEvent(link('a[href*="maps"]'), "verify-us")).toBeUndefined();
  });

  it("places a link outside any landmark on the page", () => {
    document.body.innerHTML = `<div><a href="tel:1">x</a></div>`;
    expect(placeOf(link("a"))).toBe("page");
  });
});
