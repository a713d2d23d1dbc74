/**
 * The owner raises every vehicle's km rate 10% (Facts › The estimate's rates, number fields), fixes
 * a Telugu sentence on the home page beside its English and changes the founder's quote in English
 * only (Words › Home). The rebuilt pages follow in every language, and the build lists the Telugu
 * and Hindi quotes as behind English without failing for them (decision 022).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { fieldWithValue, openEntry, type RebuiltSiteCheck, scrollTo, testedBuild } from "../editor-session";
import { expect } from "../fixtures";

const newQuote = "Every family trusts us with everything they own. We pack each home as if it were our own mother's.";

/** What the build prints for the quotes the owner changed in English only. */
export const quotesBehindEnglish = [
  /Telugu \(తెలుగు\): Words › Home, the తెలుగు \(te\) side › Founder/,
  /Hindi \(हिंदी\): Words › Home, the हिंदी \(hi\) side › Founder/,
];

/** The Pune city page's 2 BHK price range, as its table shows it. */
async function pune2Bhk(page: Page, origin: string, prefix: string): Promise<string> {
  await page.goto(`${origin}${prefix}/cities/pune/`);
  const row = page.getByRole("row").filter({ hasText: /2 BHK/ });
  return ((await row.getByRole("cell").last().textContent()) ?? "").trim();
}

/** Raises the rates, fixes the Telugu heading and changes the quote in the open editor; returns what the rebuilt site must show. */
export async function raiseRatesAndFixWords(page: Page, copy: string): Promise<RebuiltSiteCheck> {
  // The tested build's Pune page, as served: its 2 BHK row's price.
  const punePage = readFileSync(join(testedBuild, "cities/pune/index.html"), "utf8");
  const priceBefore = /2 BHK[^₹]*?(₹[\d,]+ – ₹[\d,]+)/.exec(punePage.replace(/<[^>]+>/g, " "))?.[1] ?? "";
  expect(priceBefore, "the tested build prices a 2 BHK move to Pune").toMatch(/₹/);
  // Whether it goes as a part load: the table marks such a row (Words › Cities, "(part load)").
  const sharedMark: string = JSON.parse(readFileSync(join(copy, "app/content/words/en/cities.json"), "utf8")).cityPages
    .prices.sharedMark;
  const sharedBefore = new RegExp(`2 BHK[^₹]*${sharedMark.replace(/[()]/g, "\\$&")}`).test(
    punePage.replace(/<[^>]+>/g, " "),
  );
  const sharedNow = async (visitor: Page) => {
    const english = await visitor.request.get(new URL("/cities/pune/", visitor.url()).href);
    return new RegExp(`2 BHK[^₹]*${sharedMark.replace(/[()]/g, "\\$&")}`).test(
      (await english.text()).replace(/<[^>]+>/g, " "),
    );
  };
  const rates = () => JSON.parse(readFileSync(join(copy, "app/content/facts/estimate.json"), "utf8")).estimate.rates;
  const words = (language: string) =>
    JSON.parse(readFileSync(join(copy, `app/content/words/${language}/home.json`), "utf8"));
  const oldRates = rates();
  const teluguHeading: string = words("te").pages.home.heading;
  const fixedHeading = teluguHeading.replace("ప్యాకర్స్ అండ్ మూవర్స్", "ప్యాకర్స్ మరియు మూవర్స్");
  expect(fixedHeading).not.toBe(teluguHeading);
  const save = page.getByRole("button", { name: "Save", exact: true });

  // 1. Every vehicle's km rate rises 10%: number fields, typed as people write numbers.
  await openEntry(page, "Facts", "The estimate's rates");
  const perKm = page.getByRole("textbox", { name: "Each km after that (₹)", exact: true });
  await scrollTo(page, perKm.first());
  const vehicles = oldRates.vehicles as Array<{ perKm: number }>;
  for (const [index, vehicle] of vehicles.entries()) {
    const field = await scrollTo(page, perKm.nth(index));
    await field.fill(String(Math.round(vehicle.perKm * 11) / 10));
  }
  await save.click();
  await expect
    .poll(() => rates().vehicles.map((vehicle: { perKm: number }) => vehicle.perKm))
    .toEqual(vehicles.map((vehicle) => Math.round(vehicle.perKm * 11) / 10));
  expect({ ...rates(), vehicles: [] }).toEqual({ ...oldRates, vehicles: [] });

  // 2. A Telugu sentence on the home page, beside its English.
  await openEntry(page, "Words", "Home");
  await page.getByRole("radio", { name: "Telugu", exact: true }).last().click();
  await (await fieldWithValue(page, teluguHeading, { lang: "te" })).fill(fixedHeading);
  // 3. The founder's quote, in English only.
  const quote = await fieldWithValue(page, words("en").founderQuote, { lang: "en" });
  await quote.fill(newQuote);
  await expect(quote).toHaveValue(newQuote);
  await save.click();
  await expect.poll(() => words("te").pages.home.heading).toBe(fixedHeading);
  await expect.poll(() => words("en").founderQuote).toBe(newQuote);

  return async (visitor, origin) => {
    const [low = 0, high = 0] = (priceBefore.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, "")));
    for (const prefix of ["", "/te", "/hi"]) {
      const price = await pune2Bhk(visitor, origin, prefix);
      const [newLow = 0, newHigh = 0] = (price.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, "")));
      // The km rate is one part of the price: the whole rises, by less than 10%. Where the move
      // goes as a part load (as it may once the owner's rates make that cheaper, issue 51), the
      // vehicles' km rates do not price it: it stays as it was, or is the part load that now beats them.
      const message = `${prefix || "/"} Pune 2 BHK: ${priceBefore} -> ${price}`;
      expect(newHigh, message).toBeLessThanOrEqual(Math.ceil(high * 1.1));
      if (sharedBefore) expect(price, message).toBe(priceBefore);
      else if (!(await sharedNow(visitor))) {
        expect(newLow, message).toBeGreaterThan(low);
        expect(newHigh, message).toBeGreaterThan(high);
      }
    }
    await visitor.goto(`${origin}/te/`);
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText(fixedHeading);
    await visitor.goto(`${origin}/`);
    await expect(visitor.getByText(newQuote)).toBeVisible();
  };
}
