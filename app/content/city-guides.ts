/**
 * WHAT THE CITY PAGES SAY: the list of cities (/cities/), each route's page (/cities/pune/) and
 * the page for moves inside Hyderabad (/cities/hyderabad/). Distances, days and prices are not
 * written here: they come from served-cities.ts and estimate-rates.ts, so a city page always
 * agrees with the estimate.
 *
 * Words in braces, like {city}, {km} or {price}, are filled in by the page; keep them as they
 * are. The build says if one is missing.
 *
 * `guides` holds what is true of one route only: the road where we are certain of it, seasons
 * that change the plan, and other notes. Write only what you know to be true; leave a city out
 * rather than guess. We have offices in Hyderabad and Medchal only: never write of a branch,
 * phone number or review in another city.
 */

import type { CityPagesCopy } from "./city-guides-schema";
import { company } from "./company";

const northernFog =
  "December and January bring thick fog to the plains of north India, which slows trucks, mostly at night and in the early morning. For a move in those months, allow a spare day before you plan the unloading.";
const westCoastMonsoon =
  "The monsoon on the west coast runs from June to September, with heavy rain. Keep the unloading day flexible and the things you need first in a bag that travels with you.";
const andhraCoastCyclones =
  "October and November are the months of cyclones on the Andhra coast. In those months, check the weather warnings in the week before the move, and keep the date flexible if one is out.";

export const cityPages: CityPagesCopy = {
  index: {
    regions: {
      South: "South India",
      West: "West India",
      North: "North India",
      East: "East India",
      Central: "Central India",
    },
    cityHeading: "City",
    stateHeading: "State",
    distanceHeading: "Distance by road from Hyderabad",
    transitHeading: "Days on the road",
    local: "Local moves",
    sameDay: "Same day",
    note: `Distances are by road from Hyderabad, where our offices are (${company.registeredOffice.locality} and ${company.branchOffice.city}). Days on the road are for a truck of your own, and are the same both ways.`,
  },
  route: {
    title: "Hyderabad–{city} Packers and Movers | {company}",
    description:
      "Hyderabad to {city}: {km} km by road, {days} on the way. A 2 BHK costs about {price} with GST. Car and bike transport too.",
    heading: "Packers and movers between Hyderabad and {city}",
    intro:
      "{km} km by road and {days} on the way, in either direction. See what your move costs, how long it takes and what to plan, from the rates our written quotes use.",
    pricesHeading: "What a move between Hyderabad and {city} costs",
    pricesIntro:
      "Worked out from our published rates with standard packing, on the ground floor or with a lift, GST included. The same prices apply in both directions.",
    guideHeading: "Planning your move to or from {city}",
    services: ["relocation", "door-to-door", "packaging", "loading", "transportation", "warehousing"],
  },
  local: {
    title: "House Shifting within {city} | {company}",
    description:
      "House shifting within {city} and across Telangana: a 2 BHK costs about {price} with GST, done the same day. Packing, loading and godown storage.",
    heading: "Local shifting within {city} and Telangana",
    intro:
      "Most homes within the city are packed, moved and unloaded in one day, by our own crew. See what a local move costs, from the rates our written quotes use.",
    pricesHeading: "What a move within {city} costs",
    pricesIntro:
      "Worked out from our published rates with standard packing, on the ground floor or with a lift, GST included.",
    localKm: "For a move of {from} to {to} km by road between the two homes.",
    guideHeading: "Planning a move within {city}",
    guide: [
      "A move within Telangana crosses no state border, so there are no border checks to plan for. Used household goods need no e-way bill under GST, within the state or beyond it.",
      `If your new home is not ready on the day, we keep your goods in our ${company.branchOffice.city} godown until it is, and deliver them when you call.`,
      "The south-west monsoon brings Hyderabad most of its rain from June to September. In those months, keep the moving day flexible.",
      "Tell us early about a society's moving hours, a narrow lane or a lift that cannot take furniture: the survey is free, and it lets us send the right truck and crew.",
    ],
    services: ["local-shifting", "packaging", "loading", "warehousing", "transportation"],
  },
  facts: {
    heading: "The route at a glance",
    distance: "Distance by road",
    distanceValue: "{km} km",
    transitThere: "Hyderabad to {city}",
    transitBack: "{city} to Hyderabad",
    transitValue: "{low}–{high} days",
    sharedTransit:
      "With a part load (your goods in a truck shared with another family's, which costs less for a small home), allow {low}–{high} days.",
    sameDay: "Same day",
  },
  prices: {
    caption: "Estimated prices for a move between Hyderabad and {city}, GST included",
    moveHeading: "What you are moving",
    priceHeading: "Estimated price",
    rows: {
      "1bhk": "1 BHK home",
      "2bhk": "2 BHK home",
      "3bhk": "3 BHK home",
      car: "A car, on a car carrier",
      "two-wheeler": "A scooter or motorcycle",
    },
    sharedMark: "(part load)",
    sharedNote:
      "Part load: for a home this size, your goods travel sealed and labelled in a truck shared with another family's, which costs less and takes two days longer.",
    note: "A car or two-wheeler moved with your home is added to the home's price. Floors without a lift, transit insurance and storage are extra.",
    estimateLink: "Estimate this move",
    estimateHint: "Change the home size, items, floors and date to see your own price, line by line.",
  },
  interstate: {
    state: "{city} is in {state}, so your goods cross a state border on the way.",
    documents:
      "Used household goods moved for your own use need no e-way bill under GST. Keep the list of what was packed and a copy of your ID with you: an officer at a check on the way may ask whose goods they are.",
    vehicles:
      "A car or two-wheeler travels with its registration certificate, insurance and pollution certificate. If it will stay in {state} for more than twelve months, the Motor Vehicles Act asks you to register it there; a vehicle with a BH-series number need not.",
    bothWays: "Moving from {city} to Hyderabad? The distance, days and prices on this page are the same that way.",
  },
  servicesHeading: "Services for this move",
  contact: {
    heading: "Talk to us about your move",
    text: `Call, WhatsApp or send an enquiry to our bookings team in Hyderabad for a free survey and a written quote. Our offices are in ${company.registeredOffice.locality}, Hyderabad, and in ${company.branchOffice.city}; we do not have branches in other cities.`,
  },
  guides: {
    bangaluru: { road: "The usual road is NH 44, by way of Kurnool and Anantapur." },
    pune: { road: "The usual road is NH 65, by way of Solapur.", seasons: [westCoastMonsoon] },
    mumbai: {
      road: "The usual road is NH 65 to Pune, by way of Solapur, and on to Mumbai.",
      seasons: [
        "The monsoon in Mumbai runs from June to September, with heavy rain. Keep the unloading day flexible and the things you need first in a bag that travels with you.",
      ],
    },
    goa: {
      seasons: [
        "The monsoon in Goa runs from June to September, with heavy rain on the roads down the ghats to the coast. Allow a spare day for a move in those months.",
      ],
    },
    nasik: { seasons: [westCoastMonsoon] },
    surat: { seasons: [westCoastMonsoon] },
    vapi: { seasons: [westCoastMonsoon] },
    vijayawada: {
      road: "The usual road is NH 65, by way of Suryapet.",
    },
    vizag: {
      road: "The usual road is NH 65 to Vijayawada, then NH 16 along the coast by way of Rajahmundry.",
      seasons: [andhraCoastCyclones],
    },
    kakinada: { seasons: [andhraCoastCyclones] },
    chennai: {
      seasons: [
        "Chennai gets most of its rain from the north-east monsoon, from October to December. Keep the unloading day flexible in those months.",
      ],
    },
    kolkata: {
      seasons: [
        "The monsoon in Kolkata runs from June to September. Keep the unloading day flexible and the things you need first in a bag that travels with you.",
      ],
    },
    delhi: {
      road: "The usual road is NH 44 nearly all the way, by way of Nagpur, Jhansi and Agra.",
      seasons: [northernFog],
    },
    chandigarh: { seasons: [northernFog] },
    kanpur: { seasons: [northernFog] },
    lucknow: { seasons: [northernFog] },
    patna: { seasons: [northernFog] },
    haridwar: {
      seasons: [
        northernFog,
        "Uttarakhand gets heavy rain in July and August, when roads in the hills can close for a day. Allow a spare day for a move in those months.",
      ],
    },
    dehradun: {
      seasons: [
        northernFog,
        "Uttarakhand gets heavy rain in July and August, when roads in the hills can close for a day. Allow a spare day for a move in those months.",
      ],
    },
  },
  shareArt: "service-relocation.svg",
};
