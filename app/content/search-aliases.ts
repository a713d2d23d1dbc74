/**
 * Other words visitors use for what the site calls something, so the search box finds it anyway:
 * "Bangalore" finds Bengaluru, "godown" finds warehousing, "car shifting" finds the services that
 * carry cars. Each entry: `typed` is what a visitor may type (any case, phrases allowed; small
 * typing mistakes in them are forgiven too), `means` is the word or phrase the website itself uses.
 *
 * The build checks that every `means` appears somewhere in the content, so a renamed service or
 * city cannot leave an alias pointing at nothing. Add a line, rebuild, and the search box knows it.
 * Aliases are search words, in Latin letters for every language; what the search box says under a
 * city it found (`cityResultText`) is a word, in app/content/words/<language>/cities.json.
 */
import type { SearchAlias } from "./schema";

export const searchAliases: SearchAlias[] = [
  // Cities: official names, old names and the spellings people type.
  // The home page's strip keeps the original site's spellings (Bangaluru, Baroda, Nasik, Vizag,
  // Tirpur); they are listed here, so the strip links each to its city's page.
  { typed: ["Bangaluru", "Bangalore", "Bengalooru", "Banglore", "BLR"], means: ["Bengaluru"] },
  {
    typed: ["Vizag", "Vishakhapatnam", "Vishakapatnam", "Visakapatnam", "Vizagapatam", "Vsp"],
    means: ["Visakhapatnam"],
  },
  { typed: ["Baroda"], means: ["Vadodara"] },
  { typed: ["Nasik"], means: ["Nashik"] },
  { typed: ["Tirpur", "Tirupur"], means: ["Tiruppur"] },
  { typed: ["Cuddapah"], means: ["Kadapa"] },
  { typed: ["Bezawada", "Vijaywada"], means: ["Vijayawada"] },
  { typed: ["Bombay", "Navi Mumbai"], means: ["Mumbai"] },
  { typed: ["Madras"], means: ["Chennai"] },
  { typed: ["Calcutta"], means: ["Kolkata"] },
  { typed: ["New Delhi", "NCR"], means: ["Delhi"] },
  { typed: ["Poona"], means: ["Pune"] },
  { typed: ["Secunderabad", "Hyd", "Cyberabad"], means: ["Hyderabad"] },
  { typed: ["Dehra Dun"], means: ["Dehradun"] },
  { typed: ["Cawnpore"], means: ["Kanpur"] },
  // Services, in the words families use when they call.
  {
    typed: ["warehouse", "warehouses", "storage", "store", "storing", "godown", "godowns", "keep my goods"],
    means: ["warehousing", "godown"],
  },
  {
    typed: [
      "car shifting",
      "car transport",
      "car moving",
      "bike shifting",
      "bike transport",
      "vehicle shifting",
      "vehicle transport",
      "car",
      "cars",
      "bike",
      "bikes",
      "scooter",
      "scooty",
      "motorcycle",
      "two wheeler",
      "vehicle",
    ],
    means: ["car carrier", "two-wheeler"],
  },
  {
    typed: ["house shifting", "home shifting", "flat shifting", "household", "house", "home", "flat", "apartment"],
    means: ["household shifting", "2BHK"],
  },
  { typed: ["packers", "packaging", "pack", "boxes", "box", "bubble wrap"], means: ["packing", "cartons"] },
  { typed: ["office shifting", "office relocation", "corporate move", "shop"], means: ["office"] },
  { typed: ["price", "prices", "cost", "rate", "rates", "charges", "estimate", "quotation"], means: ["quote"] },
  { typed: ["insurance", "damage", "damaged", "claim", "broken"], means: ["transit insurance"] },
  { typed: ["lorry", "tempo", "truck", "mini truck", "container"], means: ["transportation", "tempo", "truck"] },
  { typed: ["labour", "labourers", "loaders", "unloading", "lifting"], means: ["loading"] },
  { typed: ["machinery", "machines", "heavy equipment", "factory", "crane"], means: ["project cargo"] },
  { typed: ["transfer", "intercity", "another city", "outstation", "long distance"], means: ["relocation"] },
  { typed: ["bill", "gst bill", "invoice", "receipt"], means: ["GST invoice"] },
  {
    typed: ["msme", "udyam", "udyog aadhaar", "uam", "gst certificate", "registration", "certificates"],
    means: ["certificate"],
  },
  { typed: ["photos", "pictures", "images"], means: ["gallery"] },
  { typed: ["phone", "call", "mobile number", "email", "address", "whatsapp"], means: ["contact"] },
];
