/**
 * The owner adds a city (Nagpur, or Raipur where Nagpur is there already): in Words › Cities in
 * English, its address name typed there once (saved, the city is in Telugu and Hindi too, its
 * address name read-only there), then its name and state as Telugu and Hindi write them; on the home
 * page's strip (Words › Home) in each language; then chosen by its name in Facts › Served cities
 * (its address name not typed again there) with its true facts. The rebuilt site
 * has its page in all three languages, the estimate prices a move there, and the cities list shows
 * it. The page has no route guide yet, so it is kept out of search engines (decision 013, amended).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { fieldWithValue, openEntry, type RebuiltSiteCheck, repository, scrollTo } from "../editor-session";
import { expect, nextFrames } from "../fixtures";

/**
 * The city the owner adds, with its facts and its name and state as natives write them: Nagpur, or
 * Raipur in a copy where the owner has added Nagpur already (the content is theirs, issue 51).
 */
const candidates = [
  {
    slug: "nagpur",
    latitude: "21.1458",
    longitude: "79.0882",
    roadKm: "500",
    en: { name: "Nagpur", state: "Maharashtra" },
    te: { name: "నాగ్‌పూర్", state: "మహారాష్ట్ర" },
    hi: { name: "नागपुर", state: "महाराष्ट्र" },
  },
  {
    slug: "raipur",
    latitude: "21.2514",
    longitude: "81.6296",
    roadKm: "780",
    en: { name: "Raipur", state: "Chhattisgarh" },
    te: { name: "రాయ్‌పూర్", state: "ఛత్తీస్‌గఢ్" },
    hi: { name: "रायपुर", state: "छत्तीसगढ़" },
  },
] as const;
/** The radio that shows a language beside English. */
const radios = { en: "English", te: "Telugu", hi: "Hindi" } as const;
type Language = keyof typeof radios;

/** Scrolls the form until `target` is drawn (the editor draws fields as they come into view). */
async function reach(page: Page, target: Locator): Promise<Locator> {
  for (let step = 0; step < 150 && (await target.count()) === 0; step++) {
    await page.mouse.wheel(0, 600);
    await nextFrames(page);
  }
  return scrollTo(page, target);
}

/** The last field named `name` in the pane of `lang` (or anywhere, for facts), scrolled into view. */
async function lastField(page: Page, role: "textbox", name: string, lang?: Language) {
  const named = page.getByRole(role, { name, exact: true });
  const field = lang ? page.locator(`[lang="${lang}"]`).and(named) : named;
  return reach(page, field.last());
}

/**
 * Presses a list's "Add …" button, named by one of its items (the editor's "Add ⁨city⁩"), in the pane of
 * `lang`: the left pane is English, the right one the other language.
 */
async function addTo(page: Page, item: string, lang: Language) {
  const buttons = page.getByRole("button", { name: new RegExp(`^Add\\W*${item}\\W*$`) });
  await reach(page, buttons.first());
  const button = lang === "en" ? buttons.first() : buttons.last();
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

/** Shows `lang` in the right-hand pane of a words entry. */
async function showBeside(page: Page, lang: Exclude<Language, "en">) {
  await page.getByRole("radio", { name: radios[lang], exact: true }).last().click();
}

/**
 * The lines a save removed from the file at `path` (from the repository's root), against the
 * repository's own copy: a save that adds a city removes one line at most (the closing brace before
 * it gains a comma), not a reordered city (issue 51: one city saved was a 45-line diff).
 */
function linesRemoved(copy: string, path: string): number {
  const diff = spawnSync("git", ["diff", "--no-index", "--numstat", join(repository, path), join(copy, path)], {
    encoding: "utf8",
  });
  return Number(diff.stdout.trim().split(/\s+/)[1] ?? 0);
}

async function fill(field: Locator, value: string) {
  await field.fill(value);
  await expect(field).toHaveValue(value);
}

/** Adds a city in the open editor; returns what the rebuilt site must show. */
export async function addCity(page: Page, copy: string): Promise<RebuiltSiteCheck> {
  const json = (path: string) => JSON.parse(readFileSync(join(copy, path), "utf8"));
  const servedFacts = () => json("app/content/facts/served-cities.json").servedCities as Array<{ slug: string }>;
  const cityWords = (lang: Language) =>
    json(`app/content/words/${lang}/cities.json`).servedCities as Array<{ id: string; name: string; state: string }>;
  const strip = (lang: Language) => json(`app/content/words/${lang}/home.json`).cities as string[];
  const save = page.getByRole("button", { name: "Save", exact: true });
  const city = candidates.find((candidate) => !servedFacts().some((served) => served.slug === candidate.slug));
  if (!city) throw new Error("the copy has every candidate city already: add another to new-city.ts");
  const { slug } = city;

  // 1. Words › Cities, in English: its address name (typed this once), its name and its state.
  await openEntry(page, "Words", "Cities");
  await addTo(page, "city", "en");
  await fill(await lastField(page, "textbox", "City (its address name)", "en"), slug);
  await fill(await lastField(page, "textbox", "City's name", "en"), city.en.name);
  await fill(await lastField(page, "textbox", "State", "en"), city.en.state);
  await save.click();
  // Saved, the city is in Telugu and Hindi too, under its address name, in English words to be translated.
  for (const lang of ["en", "te", "hi"] as const) {
    await expect
      .poll(() => cityWords(lang).find((entry) => entry.id === slug))
      .toEqual({ id: slug, name: city.en.name, state: city.en.state });
  }
  // Then beside it in Telugu, then in Hindi: the city is there, flagged behind English, its address
  // name read-only (not typed again); its name and state as each language writes them.
  await openEntry(page, "Words", "Cities");
  for (const lang of ["te", "hi"] as const) {
    await showBeside(page, lang);
    await expect(
      page.getByRole("status").filter({ hasText: `Behind English in ${radios[lang]}` }),
      `${lang}: the new city is flagged behind English`,
    ).toContainText("City's name");
    const address = await fieldWithValue(page, slug, { lang, name: "City (its address name)" });
    await expect(address, `${lang}: the address name is not typed again`).not.toBeEditable();
    await fill(await fieldWithValue(page, city.en.name, { lang, name: "City's name" }), city[lang].name);
    await fill(await fieldWithValue(page, city.en.state, { lang, name: "State" }), city[lang].state);
  }
  await save.click();
  for (const lang of ["en", "te", "hi"] as const) {
    await expect
      .poll(() => cityWords(lang).find((entry) => entry.id === slug))
      .toEqual({ id: slug, name: city[lang].name, state: city[lang].state });
    expect(
      linesRemoved(copy, `app/content/words/${lang}/cities.json`),
      `${lang}: lines the saves removed`,
    ).toBeLessThanOrEqual(1);
  }

  // 2. Words › Home: the strip of cities on the home page, in every language.
  await openEntry(page, "Words", "Home");
  for (const lang of ["en", "te", "hi"] as const) {
    if (lang !== "en") await showBeside(page, lang);
    await addTo(page, "city", lang);
    await fill(await lastField(page, "textbox", "Cities", lang), city[lang].name);
  }
  await save.click();
  for (const lang of ["en", "te", "hi"] as const) {
    await expect.poll(() => strip(lang).at(-1)).toBe(city[lang].name);
  }

  // 3. Facts › Served cities: the city chosen by its name (its address name is not typed again),
  // its region, coordinates and road distance, as number fields.
  await openEntry(page, "Facts", "Served cities");
  // The 29 cities folded, so the list's Add button is near; each shown by its name, not its address name.
  await page.getByRole("button", { name: "Collapse All" }).first().click();
  await expect(page.getByText("Ahmedabad", { exact: true }).first()).toBeVisible();
  await addTo(page, "city", "en");
  await (await reach(page, page.getByRole("combobox", { name: /^Address name \(slug\)/ }).last())).click();
  await page.getByRole("option", { name: city.en.name, exact: true }).click();
  const region = await reach(page, page.getByRole("radiogroup", { name: "Region" }).last());
  await region.getByRole("radio", { name: "Central", exact: true }).click();
  await fill(await lastField(page, "textbox", "Latitude (degrees north)"), city.latitude);
  await fill(await lastField(page, "textbox", "Longitude (degrees east)"), city.longitude);
  await fill(await lastField(page, "textbox", "Road distance from Hyderabad (km)"), city.roadKm);
  await save.click();
  await expect
    .poll(() => servedFacts().at(-1))
    .toMatchObject({
      slug,
      region: "Central",
      latitude: Number(city.latitude),
      longitude: Number(city.longitude),
      roadKmFromHyderabad: Number(city.roadKm),
    });
  expect(linesRemoved(copy, "app/content/facts/served-cities.json"), "lines the save removed").toBeLessThanOrEqual(1);

  // The rebuilt site: the city's page in every language, the estimate's price, the cities list.
  return async (visitor, origin) => {
    for (const lang of ["en", "te", "hi"] as const) {
      const prefix = lang === "en" ? "" : `/${lang}`;
      const response = await visitor.goto(`${origin}${prefix}/cities/${slug}/`);
      expect(response?.status()).toBe(200);
      await expect(visitor.getByRole("heading", { level: 1 })).toContainText(city[lang].name);
      // Its distance from Hyderabad, as entered, and a price for a 2 BHK move.
      await expect(visitor.getByRole("main")).toContainText(city.roadKm);
      await expect(visitor.getByRole("row").filter({ hasText: /2 BHK/ }).getByRole("cell").last()).toContainText("₹");
      // No guide is written yet: the visitor is built but kept out of search engines.
      await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

      await visitor.goto(`${origin}${prefix}/cities/`);
      await expect(visitor.getByRole("link", { name: city[lang].name, exact: true })).toHaveAttribute(
        "href",
        `${prefix}/cities/${slug}/`,
      );
    }
    // The estimate prices a move from Hyderabad to the new city.
    await visitor.goto(`${origin}/estimate/?from=hyderabad&to=${slug}`);
    await expect(visitor.getByRole("combobox", { name: "Moving to" })).toHaveValue(slug);
    await expect(visitor.getByRole("status", { name: "Estimated total" })).toHaveText(/^₹[\d,]+ – ₹[\d,]+$/);
  };
}
