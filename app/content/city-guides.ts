/**
 * WHAT THE CITY PAGES SAY: the list of cities (/cities/), each route's page (/cities/pune/) and
 * the page for moves inside Hyderabad (/cities/hyderabad/). Distances, days and prices are not
 * written here: they come from the served cities' facts (facts/served-cities.json) and the rates
 * (facts/estimate.json), so a city page always agrees with the estimate.
 *
 * The words are in app/content/words/<language>/: the list's and the pages' common words in
 * cities.json (under `cityPages`, beside the cities' names under `servedCities`), and each
 * route's guide in cities/<slug>.json (under `cityPages.guides.<slug>`; in the editor, Words:
 * cities › the city). This file keeps what the owner does not change: the services each kind of
 * page links to, the share picture, and the sources of the guides' roads.
 *
 * A route's guide is optional. A city the owner adds in the editor has its page, prices and place
 * in the list at once; until its guide is written, the page says only what every route page says
 * (facts, prices, paperwork, services), so it is kept out of search engines and the sitemap
 * (page-registry.ts; decision 013) rather than published as the template with a name swapped.
 *
 * Words in braces, like {city}, {km} or {price}, are filled in by the page; keep them as they
 * are. The build says if one is missing.
 *
 * A guide holds what is true of one route only: the road where we are certain of it, seasons
 * that change the plan, and other notes. Write only what you know to be true; leave a topic out
 * rather than guess. We have offices in Hyderabad and Medchal only: never write of a branch,
 * phone number or review in another city. Roads, highway numbers (NH 44) and RTO codes stay in
 * Latin letters in every language, and a guide says the same in every language.
 */

import type { CityPagesWords } from "./city-guides-schema";

/*
 * Each route's own words, by the city's slug. Source notes (comments, never shown): highway
 * numbers are from the National Highways Authority of India's numbering of 2010 and a route
 * planner (checked November 2026); they can change when a road is renumbered or a new expressway
 * opens, so check them on a map when a page is reviewed. RTO codes are from the Parivahan list of
 * registering authorities. Nothing here is a claim about our company: that lives in facts/company.json.
 */

/*
 * The guides of these cities are words only, so they live in app/content/words/<language>/cities/
 * <slug>.json (English in words/en, Telugu in words/te, Hindi in words/hi; the same facts in every
 * language). Where their highway numbers come from (notes for the editor, never shown):
 * - lucknow: NH 44 to Jhansi, NH 27 Jhansi–Kanpur–Lucknow; Agra–Lucknow Expressway (opened 2017).
 * - mumbai: NH 65 Hyderabad–Solapur–Pune; Mumbai–Pune Expressway, or NH 48 over the Bor ghat.
 * - nashik: NH 65 to Maharashtra; Ahmednagar (Ahilyanagar)–Sinnar; NH 60
 *   Pune–Sangamner–Sinnar–Nashik.
 * - pune: NH 65 (old NH 9) Hyderabad–Zaheerabad–Humnabad–Umarga–Solapur–Indapur–Pune.
 * - surat: NH 53 (old NH 6) Dhule–Navapur–Surat–Hazira; NH 48 Mumbai–Surat.
 * - vapi: NH 48 Mumbai–Vapi; the Maharashtra–Gujarat check post at Bhilad.
 * - tiruppur: NH 44 Hyderabad–Bengaluru–Hosur–Krishnagiri–Salem; NH 544 (old NH 47)
 *   Salem–Perundurai–Avinashi–Coimbatore.
 * - indore: NH 52 (old NH 3, Mumbai–Agra road) Dhule–Sendhwa–Khalghat–Indore; check the usual route
 *   on a planner.
 * - patna: NH 44 to Nagpur; beyond it the route into Bihar varies with the truck (check a route
 *   planner before naming towns on the page).
 * - vijayawada: NH 65 Hyderabad–Choutuppal–Suryapet–Kodad–Nandigama–Vijayawada; AP check post at
 *   Garikapadu. AP 39: the state-wide series for new registrations since 2019 (AP Transport
 *   Department).
 * - visakhapatnam: NH 65 to Vijayawada; NH 16
 *   Vijayawada–Eluru–Rajahmundry–Anakapalli–Visakhapatnam. The Khammam–Aswaraopeta–Jangareddygudem
 *   road to Rajahmundry: check a route planner before quoting it.
 * - gudur: NH 65 to Vijayawada; NH 16 Vijayawada–Ongole–Nellore–Gudur.
 * - kakinada: NH 65 to Vijayawada; NH 16 to Rajahmundry; Rajahmundry–Samalkot–Kakinada (ADB road).
 * - kadapa: NH 44 Hyderabad–Kurnool; NH 40 Kurnool–Nandyal–Kadapa (check the number on a map).
 */

/*
 * The guides of these cities are words only, so they live in app/content/words/<language>/cities/
 * <slug>.json (English in words/en, Telugu in words/te, Hindi in words/hi; the same facts in every
 * language). Where their highway numbers come from (notes for the editor, never shown):
 * - ahmedabad: NH 48 (old NH 8) Mumbai–Surat–Vadodara–Ahmedabad; Ahmedabad–Vadodara Expressway
 *   (NE 1).
 * - bengaluru: NH 44 (old NH 7) Hyderabad–Kurnool–Anantapur–Bengaluru; Kodikonda check post at the
 *   Karnataka border.
 * - vadodara: NH 53 (old NH 6) Dhule–Navapur–Surat; NH 48 Surat–Vadodara; NE 1 Vadodara–Ahmedabad.
 * - bhopal: NH 44 Hyderabad–Adilabad–Nagpur; then the Betul–Itarsi road (check its number on a
 *   map).
 * - chennai: NH 65 Hyderabad–Vijayawada; NH 16 (old NH 5) Vijayawada–Ongole–Nellore–Chennai; Elavur
 *   check post.
 * - chandigarh: NH 44 Hyderabad–Nagpur–Agra–Delhi–Panipat–Ambala; Zirakpur–Chandigarh road (NH 5).
 * - delhi: NH 44 (old NH 7 and NH 2) Hyderabad–Nagpur–Sagar–Jhansi–Gwalior–Agra–Delhi. Delhi's age
 *   limits on vehicles: National Green Tribunal order of 2015 and the Supreme Court's of 2018.
 * - dehradun: NH 44 to Delhi; NH 334 Meerut–Muzaffarnagar–Roorkee; NH 307
 *   Chhutmalpur–Mohand–Dehradun.
 * - goa: NH 167 Hyderabad–Raichur; Hubballi–Dharwad–Belagavi on NH 48; NH 748 Belagavi–Anmod–Ponda.
 * - haridwar: NH 44 to Delhi; NH 334 (old NH 58) Meerut–Muzaffarnagar–Roorkee–Haridwar.
 * - jaipur: NH 44 to Gwalior; NH 52 Kota–Jaipur. The usual route depends on the truck's load; check
 *   a route planner.
 * - kanpur: NH 44 to Jhansi; NH 27 (East–West Corridor) Jhansi–Orai–Kanpur.
 * - kolkata: NH 65 Hyderabad–Vijayawada; NH 16 (old NH 5 and NH 6)
 *   Vijayawada–Visakhapatnam–Bhubaneswar–Kharagpur–Kolkata.
 */

/** Every city's guide is in its words file; none is written here. */
const guides: CityPagesWords["guides"] = {};

/** The city pages' facts: which services each kind of move links to, the share picture, the guides. */
export const cityPages = {
  route: { services: ["relocation", "door-to-door", "packaging", "transportation", "warehousing"] },
  local: { services: ["local-shifting", "packaging", "loading", "warehousing", "transportation"] },
  guides,
  shareArt: "service-relocation.svg",
} satisfies {
  route: Pick<CityPagesWords["route"], "services">;
  local: Pick<CityPagesWords["local"], "services">;
  guides: CityPagesWords["guides"];
  shareArt: CityPagesWords["shareArt"];
};
