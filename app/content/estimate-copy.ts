/**
 * What the moving estimate page (/estimate/) says: its labels, notes, the result's words, the rate
 * card shown without JavaScript, and the summary sent to the enquiry form and WhatsApp. Prices and
 * rates are not written here: they come from estimate-rates.ts.
 *
 * Words in braces, like {city} or {count}, are filled in by the page; keep them as they are. The
 * build says if one is missing.
 */
import { monthNames } from "./calendar";
import { company } from "./company";
import type { EstimateCopy } from "./estimate-schema";

export const estimateCopy: EstimateCopy = {
  showResult: "See my estimate",
  page: {
    title: `Moving Cost Estimate, Line by Line | ${company.shortName}`,
    description:
      "What your house shifting costs from Hyderabad: packing, labour, transport, floor charges, insurance and GST, each line from our published rates.",
    heading: "What will your move cost?",
    intro:
      "Choose where you are moving, your home size and what you are taking. The estimate shows every charge from our published rates, including GST, so you know the price before anyone visits.",
    introNoScript:
      "Our rate card below shows what a move usually costs, by home size and distance, from our published rates with GST included. Call or WhatsApp us and we will work out the price of your move with you.",
  },
  navigationLabel: "Cost estimate",
  callToAction: "Estimate your moving cost",
  honesty: {
    estimate:
      "This is an estimate from our published rates, not a quote. Our written quote, after a free survey, uses the same rates.",
    quote:
      "Once we give you a written quote, it changes only if what you are moving or the access (floors, lift, parking) changes. Never on packing day.",
    ratesAsOf: "Rates as of {date}.",
  },
  move: {
    legend: "Your move",
    from: "Moving from",
    to: "Moving to",
    localKm: {
      label: "Distance by road between the two homes (km)",
      hint: "A map app on your phone shows it. Moves beyond the city are priced between cities.",
      notUsed: "Used only when both homes are in the same city.",
      /** In the field's place for a move between cities, where it is not asked. */
      betweenCities:
        "For a move between two cities we use the road distance between them, so there is nothing to enter here.",
    },
    sameCity: "Both homes are in {city}: a local move.",
  },
  homeSize: {
    legend: "Home size",
    hint: "Choose one to fill in a typical list of items, then change the list below.",
    custom: "My own list",
  },
  inventory: {
    legend: "What you are moving",
    hint: "Add or remove items; the volume and the price follow. Volumes are of each piece packed.",
    volumeEach: "{volume} cu ft each",
    quantity: "{item}, how many",
    increase: "Add one {item}",
    decrease: "Remove one {item}",
    empty: "Nothing on the list yet. Choose a home size above, or add items one by one.",
    categoryCount: "{count} listed",
  },
  vehicles: {
    legend: "Car and two-wheeler",
    hint: "They travel on a car carrier or in a crate and are priced on their own, not by volume.",
    cars: "Cars",
    twoWheelers: "Two-wheelers (scooters and motorcycles)",
  },
  access: {
    legend: "Floors and lifts",
    hint: "Without a lift that takes the goods, our crew carries everything by the stairs, charged per floor.",
    pickup: "At your present home",
    delivery: "At your new home",
    floor: "Floor",
    floorHint: "Write 0 for the ground floor.",
    groundFloor: "Ground floor",
    floorNumber: "Floor {floor}",
    lift: "A lift can take the goods",
  },
  packing: {
    legend: "Packing",
    grades: {
      standard: {
        label: "Standard",
        hint: "Bubble wrap, corrugated sheets, 5-ply cartons and tape. Right for most homes.",
      },
      premium: {
        label: "Premium",
        hint: "Adds foam sheets, double bubble wrap and wooden crating for glass, TVs and polished furniture.",
      },
    },
  },
  extras: {
    legend: "Insurance, storage and date",
    declaredValue: {
      label: "Value of your goods for transit insurance (₹)",
      hint: "Optional; 0 means no insurance. You pay the insurer's premium shown below, nothing more.",
    },
    storageDays: {
      label: "Days in storage",
      hint: `Optional. If your new home is not ready, we keep your goods in our ${company.branchOffice.city} godown.`,
    },
    movingDate: {
      label: "Moving date",
      hint: "Optional. It helps us plan the crew and truck.",
    },
  },
  result: {
    heading: "Your estimate",
    volume: "Total volume",
    volumeValue: "{volume} cu ft",
    vehicle: "Vehicle",
    vehicleCount: "{count} × {vehicle}",
    vehicleCapacity: "holds up to {capacity} cu ft",
    noVehicle: "None needed",
    sharedLoad:
      "Priced as a part load: your goods travel sealed and labelled in a truck shared with another family's, charged for the space they take. For a load this size it costs less, and takes {days} days longer.",
    crew: "Crew",
    crewValue: "{count} people",
    transit: "Time on the road",
    transitSameDay: "Same day",
    transitDays: "{low}–{high} days",
    distance: "Distance",
    distanceGiven: "{km} km by road",
    distanceEstimated: "about {km} km by road (worked out from how far apart the two cities are on the map)",
    breakdownCaption: "How the estimate is made up",
    chargeHeading: "Charge",
    rangeHeading: "Estimate",
    lines: {
      packingMaterial: "Packing material",
      packingLabour: "Packing and loading labour",
      transport: "Transport",
      unloading: "Unloading and unpacking",
      floorCharges: "Floor charges (stairs, no lift)",
      vehicleCarrier: "Car and two-wheeler carrier",
      storage: "Storage in our godown",
      surcharge: "Weekend or month-end surcharge",
      insurance: "Transit insurance",
      gst: "GST",
    },
    insuranceDetail: "{rate} of {value}",
    gstDetail: "{rate} of our charges",
    total: "Estimated total",
    /** Under the total when it includes transit insurance (a value of the goods is entered). */
    totalNote: "GST and insurance included",
    /** Under the total when no value is entered, so nothing is insured; then the one step to insure. */
    totalNoteUninsured: "GST included. Your goods are not insured.",
    addInsurance: "Add transit insurance at {rate} of your goods' value",
    /** Beside the insurance line of the breakdown when nothing is insured. */
    insuranceNone: "Not insured: no value of goods entered",
    /** On a phone, the total stays at the top of the screen with this link to the full estimate. */
    stickyLink: "See every line",
    /** Under the facts of a move between Hyderabad and another city: a link to that route's page. */
    routeLink: "The {hub}–{city} route: the road, the days and what to plan",
    /** Under the facts of a move between two other cities: a link to the list of cities. */
    citiesLink: "Every city we serve, with its distance and days on the road",
    announcement: "Estimated total now {total}",
    survey: {
      heading: "We recommend a free survey",
      text: "For a move of this size, a short visit to your home (or a video call on WhatsApp) lets us confirm the truck and crew before we put the price in writing. The range above is still a fair guide.",
    },
  },
  actions: {
    send: "Send this estimate",
    whatsApp: "Send on WhatsApp",
    print: "Print or save as PDF",
    opensWhatsApp: "(opens WhatsApp)",
    bookSurvey: "Book a survey for this move",
    verifyUs: "Before you pay anyone: verify us",
  },
  printDetails: {
    heading: `Estimate from ${company.name}`,
    phone: "Phone",
    email: "E-mail",
    gstin: "GSTIN",
    website: "Website",
  },
  enquiryService: { local: "local-shifting", intercity: "relocation" },
  rateCard: {
    heading: "Our rates at a glance",
    intro:
      "What a move usually costs with standard packing, on the ground floor or with a lift, GST included. Call or WhatsApp us for a written quote.",
    caption: "Estimated price ranges by home size and distance, GST included",
    homeSizeHeading: "Home size",
    noScript:
      "Your browser is not running JavaScript, so the line-by-line calculator is off. The table below gives our usual prices; call or WhatsApp us for yours.",
    note: "Each range runs from the shortest to the longest move in its column. A car or two-wheeler, floors without a lift, insurance and storage are extra.",
  },
  queryNotes: {
    heading: "We could not read all of this link",
    invalid: "We could not read “{field}” in the link, so the estimate takes it as {value}.",
    repeated: "The link gives “{field}” twice with different answers, so the estimate takes it as {value}.",
    itemsLeftOut: "We could not read {count} of the items in the link, so they are left out.",
    fields: {
      from: "Moving from",
      to: "Moving to",
      km: "Distance within the city",
      home: "Home size",
      items: "Items",
      cars: "Cars",
      bikes: "Two-wheelers",
      fromfloor: "Floor at your present home",
      fromlift: "Lift at your present home",
      tofloor: "Floor at your new home",
      tolift: "Lift at your new home",
      packing: "Packing",
      value: "Value for insurance",
      storage: "Days in storage",
      date: "Moving date",
    },
    yes: "yes",
    no: "no",
    noDate: "no date",
    days: "{count} days",
  },
  summary: {
    heading: "My moving estimate from your website",
    route: "Route: {from} to {to}, about {km} km by road",
    routeLocal: "Route: within {city}, about {km} km",
    date: "Moving date: {date}",
    home: "Home: {home}",
    items: "Items:",
    itemLine: "{count} × {item}",
    moreItems: "and {count} more",
    noItems: "Items: none listed",
    vehicles: "Cars: {cars}, two-wheelers: {twoWheelers}",
    access: "Floors: {pickup} now, {delivery} at the new home",
    groundFloor: "ground floor",
    floorWithLift: "floor {floor} with a lift",
    floorWithoutLift: "floor {floor} without a lift",
    packing: "Packing: {grade}",
    declaredValue: "Value for insurance: {value}",
    storage: "Storage: {days} days",
    volume: "Volume: about {volume} cu ft",
    vehicle: "Vehicle: {vehicle}",
    total: "Estimated total: {total}, GST included",
    survey: "The estimate recommends a free survey for a move this size.",
    link: "Estimate: {url}",
  },
  months: monthNames,
};
