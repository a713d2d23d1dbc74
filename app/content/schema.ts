/**
 * The shape of everything the site says. `content.server.ts` parses the content files with these
 * schemas while the site is pre-rendered, so a mistake in a content file fails `npm run build`
 * with a message that names the field (for example `company.phones[1].number`).
 */
import { z } from "zod";
import { bookSurveySchema } from "./book-survey-schema";
import { cityPagesSchema } from "./city-guides-schema";
import { describeContentErrors, uniqueBy } from "./content-errors";
import { citySlugOf, servedCitiesSchema } from "./estimate-schema";
import type { pages as pagesAsWritten } from "./pages";
import { countWords, nonEmpty, sentence, sentenceWith, stopWordList } from "./text-rules";
import { entryId } from "./validators";
import { verifyUsSchema } from "./verify-us-schema";

/** Indian mobile or landline in international form: +91 followed by ten digits, spaces allowed. */
const indianPhone = z
  .string()
  .regex(/^\+91 ?[0-9](?: ?[0-9]){9}$/, "must be +91 followed by 10 digits, e.g. +91 90000 00001")
  .meta({ patternMessage: "Write +91 and then the 10-digit number, for example +91 98480 12345" });

/** GSTIN: state code, PAN, entity number, Z, check character (verified below). */
const gstinPattern = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const gstinAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GST network's check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = gstinAlphabet.indexOf(first14[index] ?? "") * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinAlphabet[(36 - (sum % 36)) % 36] ?? "";
}

const gstin = z
  .string()
  .regex(gstinPattern, "must look like 36AAAAA0000A1Z5 (15 characters)")
  .meta({
    title: "GSTIN",
    description: "The 15 characters exactly as on the GST certificate. The build checks the last one.",
    patternMessage: "15 characters like 36AAAAA0000A1Z5, copied from the GST certificate",
  })
  .refine((value) => value.startsWith("36"), "must start with 36, Telangana's state code")
  .refine(
    (value) => gstinCheckCharacter(value.slice(0, 14)) === value[14],
    "has a wrong check character (last character); copy it exactly from the GST certificate",
  );

const udyam = z
  .string()
  .regex(/^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$/, "must look like UDYAM-TS-00-0000000")
  .meta({
    title: "Udyam registration number",
    description: "Exactly as on the Udyam certificate.",
    patternMessage: "Write it like UDYAM-TS-09-0012345",
  });

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/** A picture: a file name in app/assets/images (or an SVG in public/art) and its description. */
const picture = z.object({
  src: z
    .string()
    .regex(/^[a-z0-9-]+\.(?:jpe?g|png|webp|avif|svg)$/, "must be a file name like truck-loading.jpg")
    .meta({
      title: "Picture",
      description: "A photograph (JPEG, PNG or WebP); the site makes the sizes each screen needs",
      patternMessage: "A file name in small letters with hyphens, like truck-loading.jpg",
      editorWidget: "image",
    }),
  alt: nonEmpty.meta({
    title: "What the picture shows",
    description: "For people who cannot see it, and for search engines: one short sentence",
  }),
});

const office = z.object({
  label: nonEmpty.meta({ title: "Name shown for this office", description: "For example: Registered office" }),
  /** The office's locality, city and district are words: each language writes them in its script. */
  streetAddress: nonEmpty.meta({ title: "Street address", description: "Plot or door number, road, colony" }),
  locality: nonEmpty.meta({ title: "Locality" }),
  city: nonEmpty.meta({ title: "City or town" }),
  district: nonEmpty.meta({ title: "District" }),
  /** A word (each language writes the state's name); the GSTIN's state code says it is Telangana. */
  state: nonEmpty.meta({ title: "State" }),
  postalCode: z
    .string()
    .regex(/^[1-9][0-9]{5}$/, "must be a 6-digit PIN code")
    .meta({ title: "PIN code", patternMessage: "Write the 6-digit PIN code" }),
  mapUrl: z.url().meta({
    title: "Google Maps link",
    description: "In Google Maps, open the office, then Share and Copy link, and paste it here.",
  }),
});

const phone = z.object({
  id: entryId,
  label: nonEmpty.meta({ title: "What this number is for", description: "Shown beside the number, like Bookings" }),
  number: indianPhone.meta({ title: "Phone number", description: "+91 and then the 10-digit number: +91 98480 12345" }),
  /**
   * Marks the one number that every "Call now" button, the floating call button and the header dial.
   * A boolean rather than `true` or nothing: the web editor writes `false` on the phones left unticked.
   */
  callButtons: z.boolean().optional().meta({
    title: "The “Call now” buttons dial this number",
    description:
      "Tick it on one number only: the header, the floating call button and every “Call now” button dial it.",
  }),
});

/** The phone marked `callButtons: true`: the number every call button dials. */
export function mainPhoneOf<T extends { callButtons?: boolean }>(phones: readonly T[]): T {
  const marked = phones.find((entry) => entry.callButtons);
  if (!marked) throw new Error("company.phones: no phone is marked `callButtons: true`");
  return marked;
}

const year = z.number().int().min(1950).max(2100);

/** Labels and hints (`.meta`) are what the web editor shows the owner (docs/decisions/016-web-editor.md). */
const companyFields = z
  .object({
    name: nonEmpty.meta({ title: "Company name", description: "As customers know it, in this language's script" }),
    /** The name on the GST and bank records, in Latin letters whatever the page's language. */
    registeredName: nonEmpty.meta({
      title: "Registered name",
      description: "Exactly as on the GST certificate and the bank account, in English letters",
    }),
    legalName: nonEmpty.meta({ title: "Legal name", description: "As on the GST certificate" }),
    shortName: nonEmpty.meta({
      title: "Short name",
      description: "Where space is tight: the header on phones, the app icon",
    }),
    tagline: nonEmpty.meta({
      title: "Tagline",
      description: "One line under the name, in search results and shared links",
    }),
    description: nonEmpty.meta({
      title: "The company in two or three sentences",
      description: "Search engines, shared links and the brochure show it",
    }),
    proprietor: z
      .object({
        name: nonEmpty.meta({ title: "Name" }),
        addressedAs: nonEmpty.meta({
          title: "How customers address him",
          description: "The name alone, as this language says it; the sentences add the honorific. For example: Venkat",
        }),
        title: nonEmpty.meta({ title: "Title", description: "For example: Proprietor" }),
        /** The year the proprietor started work in moving, before the company had its own name. */
        inTradeSince: year.meta({ title: "In the moving trade since (year)" }),
      })
      .meta({ title: "The proprietor" }),
    foundedYear: year.meta({
      title: "Year the company started",
      description: "Every “N+ years” on the site is worked out from it",
    }),
    phones: z
      .array(phone)
      .min(1, "must list at least one phone")
      .refine(
        (phones) => phones.filter((entry) => entry.callButtons).length === 1,
        'must mark exactly one phone with `callButtons: true` (the number every "Call now" button dials)',
      )
      .meta({ title: "Phone numbers", description: "Shown in the header and footer, and on the contact page" }),
    whatsappNumber: indianPhone.meta({
      title: "WhatsApp number",
      description: "The number a WhatsApp chat opens with",
    }),
    whatsappGreeting: nonEmpty.meta({
      title: "First WhatsApp message",
      description: "A chat opened from the site starts with it; the visitor can change it before sending",
    }),
    emails: z
      .array(
        z.object({
          id: entryId,
          label: nonEmpty.meta({ title: "What this address is for" }),
          address: z.email().meta({ title: "E-mail address" }),
          /** Marks the mailbox that receives damage claims (the claims page names it). */
          claims: z.literal(true).optional().meta({ title: "Damage claims go to this address" }),
        }),
      )
      .min(1, "must list at least one e-mail")
      .meta({ title: "E-mail addresses" }),
    enquiryEmail: z.email().meta({
      title: "Where enquiries are sent",
      description: "The contact form e-mails every enquiry here: a mailbox someone reads every day",
    }),
    registeredOffice: office.meta({ title: "Registered office" }),
    branchOffice: office.meta({ title: "Operations office and godown" }),
    hours: nonEmpty.meta({
      title: "Opening hours",
      description: "As a visitor reads it: Open all 7 days, 8:00 am to 9:00 pm",
    }),
    udyamNumber: udyam,
    gstin,
    social: z
      .array(
        z.object({
          network: z.enum(["Facebook", "Instagram", "YouTube", "LinkedIn", "X"]).meta({ title: "Network" }),
          url: z.url().meta({ title: "Address of the page" }),
        }),
      )
      .min(1)
      .meta({ title: "Social media pages" }),
    siteUrl: z
      .url()
      .refine((value) => !value.endsWith("/"), "must not end with a slash")
      .meta({ title: "Website address", description: "With https:// and without a slash at the end" }),
    /** The one account every payment goes to, and the most taken before moving day (/verify-us/). */
    payment: z
      .object({
        accountName: nonEmpty.meta({
          title: "Account name",
          description: "The registered name exactly, never a person's",
        }),
        bank: nonEmpty.meta({ title: "Bank and branch" }),
        accountNumber: z
          .string()
          .regex(/^[0-9](?: ?[0-9]){8,17}$/, "must be the account number: 9 to 18 digits")
          .meta({ title: "Account number", patternMessage: "9 to 18 digits, as on the cheque book" }),
        ifsc: z
          .string()
          .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "must be 11 characters like HDFC0001234")
          .meta({ title: "IFSC", patternMessage: "11 characters like HDFC0001234" }),
        upiId: z
          .string()
          .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/, "must look like godavaripackers@hdfcbank")
          .meta({ title: "UPI ID", patternMessage: "Write it like godavaripackers@hdfcbank" }),
        advance: z
          .object({
            percentOfQuote: z
              .number()
              .min(0)
              .max(25, "must be at most 25 (the rest is paid after delivery)")
              .meta({ title: "Most advance, as a percentage of the quote", description: "At most 25" }),
            maxRupees: z
              .number()
              .int()
              .min(0)
              .max(50_000, "must be at most 50000 rupees")
              .meta({ title: "Most advance, in rupees", description: "Plain digits: 5000" }),
          })
          .meta({ title: "Advance before moving day", description: "The rest is paid after delivery" }),
      })
      .meta({ title: "Bank account for payments", description: "The only account customers pay into" }),
  })
  .meta({
    title: "The company",
    description: "Phones, e-mails, offices, hours, registration numbers and bank details, shown on every page",
  });

/** The company, with the phone the call buttons dial picked out by its role, not its position. */
export const companySchema = companyFields
  .refine((company) => company.proprietor.inTradeSince <= company.foundedYear, {
    message: "must not be after foundedYear: the proprietor was in the trade before the company began",
    path: ["proprietor", "inTradeSince"],
  })
  .refine((company) => company.payment.accountName === company.registeredName, {
    message: "must be the company's name exactly (payments never go to a personal account)",
    path: ["payment", "accountName"],
  })
  .transform((company) => ({
    ...company,
    mainPhone: mainPhoneOf(company.phones),
  }));

/** The words of a page's own address: lower-case words joined by hyphens, never changed once published. */
const slugField = slug.meta({
  title: "Address of its page",
  description: "Small letters and hyphens; changing it breaks links to the page",
  patternMessage: "Small letters and hyphens only, like house-shifting",
});

export const serviceSchema = z.object({
  slug: slugField,
  title: nonEmpty.meta({ title: "Name of the service" }),
  enquiryLabel: nonEmpty.meta({ title: "Its name in the enquiry form's list" }),
  shortDescription: nonEmpty.meta({ title: "One line about it", description: "On its card in the list of services" }),
  heading: nonEmpty.meta({ title: "Heading of its page" }),
  quote: nonEmpty.meta({ title: "The line highlighted on its page" }),
  description: z.array(nonEmpty).min(1).meta({ title: "What it is", description: "One paragraph per box" }),
  // Laid out as a grid of two columns on phones' landscape and four on desktops.
  whyChooseUs: z
    .array(
      z.object({
        id: entryId,
        title: nonEmpty.meta({ title: "Point" }),
        text: nonEmpty.meta({ title: "In a sentence or two" }),
      }),
    )
    .min(2, "must have at least two points")
    .max(8, "must have at most eight points (they are shown as a grid of cards)")
    .meta({ title: "Why choose us for it", description: "Two to eight points" }),
  image: picture.meta({ title: "Its picture" }),
});

export const heroSlideSchema = z.object({
  id: entryId,
  title: nonEmpty.meta({ title: "Big heading" }),
  subtitle: nonEmpty.meta({ title: "Line under the heading" }),
  tagline: nonEmpty.meta({ title: "Small line above the heading" }),
  image: picture.meta({ title: "Its picture" }),
});

export const reasonSchema = z.object({
  id: entryId,
  title: nonEmpty.meta({ title: "Reason" }),
  summary: nonEmpty.meta({ title: "In one line" }),
  description: nonEmpty.meta({ title: "In a few sentences" }),
});
/** A question and its answer; `link` sends the reader on to the page that shows more (checked against pages.ts). */
export const faqSchema = z.object({
  id: entryId,
  question: nonEmpty.meta({ title: "Question" }),
  answer: nonEmpty.meta({ title: "Answer" }),
  link: z
    .object({
      page: nonEmpty.meta({ title: "Page it leads to", description: "The page's key, like estimate" }),
      label: nonEmpty.meta({ title: "Words of the link" }),
    })
    .optional()
    .meta({ title: "A link to read more (optional)" }),
});
export const testimonialSchema = z.object({
  id: entryId,
  quote: nonEmpty.meta({ title: "What the customer said", description: "Only words a real customer wrote or said" }),
  name: nonEmpty.meta({ title: "Customer's name" }),
  role: nonEmpty.meta({ title: "Who they are", description: "For example: moved a 2BHK from Kukatpally" }),
  city: nonEmpty.meta({ title: "City" }),
});
export const statisticSchema = z.object({
  id: entryId,
  value: nonEmpty.meta({ title: "Figure", description: "As shown: 1,200+" }),
  label: nonEmpty.meta({ title: "What it counts" }),
});

/** The day Udyam registration replaced the Udyog Aadhaar memorandum (UAM). */
export const udyamStartDate = "2020-07-01";

export const certificationSchema = z
  .object({
    id: slug.meta({ title: "Short name for the site's use", description: "Small letters and hyphens" }),
    title: nonEmpty.meta({ title: "Certificate" }),
    /** `uam`: the Udyog Aadhaar memorandum, the small-enterprise registration Udyam replaced. */
    kind: z
      .enum(["gst", "udyam", "uam", "registration"])
      .meta({ title: "Kind", description: "gst, udyam, uam (Udyog Aadhaar, before Udyam) or registration" }),
    issuer: nonEmpty.meta({ title: "Issued by" }),
    number: nonEmpty.meta({ title: "Number on the certificate" }),
    issuedOn: z.iso.date().meta({ title: "Date of issue", description: "Year-month-day: 2021-04-01" }),
    file: z
      .string()
      .regex(/^[a-z0-9-]+\.pdf$/, "must be a PDF file name like gst-registration.pdf")
      .meta({
        title: "The certificate (PDF)",
        description: "A scan of the certificate as a PDF; it replaces the sample the site shows until then",
        patternMessage: "A PDF file name in small letters with hyphens, like gst-registration.pdf",
        editorWidget: "pdf",
        mediaFolder: "public/certificates",
      }),
    preview: picture.meta({ title: "Picture of the certificate" }),
    verifyUrl: z.url().optional().meta({ title: "Where anyone can check it online (optional)" }),
    /** A line under the card's facts, for what the facts alone do not say. */
    note: nonEmpty.optional().meta({ title: "A note under it (optional)" }),
  })
  .superRefine((certificate, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", message, path: [path] });
    if (certificate.kind === "udyam") {
      if (!udyam.safeParse(certificate.number).success) issue("number", "must look like UDYAM-TS-00-0000000");
      if (certificate.issuedOn < udyamStartDate)
        issue("issuedOn", `must be on or after ${udyamStartDate}, when Udyam began`);
    }
    if (certificate.kind === "uam") {
      if (!/^[A-Z]{2}[0-9]{2}[A-Z][0-9]{7}$/.test(certificate.number)) issue("number", "must look like TS09A0012345");
      if (certificate.issuedOn >= udyamStartDate)
        issue("issuedOn", `must be before ${udyamStartDate}, when Udyam replaced it`);
      if (certificate.verifyUrl)
        issue("verifyUrl", "must be left out: a Udyog Aadhaar number can no longer be verified online");
    }
  });

export const galleryItemSchema = z
  .object({
    id: entryId,
    /** A photograph of our work, or a drawing (shown labelled as one). */
    kind: z.enum(["photo", "drawing"]).meta({ title: "Photograph or drawing" }),
    image: picture.meta({ title: "Picture" }),
    caption: nonEmpty.meta({ title: "Caption" }),
  })
  .refine((item) => item.kind === "drawing" || !item.image.src.endsWith(".svg"), {
    message: 'must be "drawing" for an SVG: a photograph is a JPEG, PNG, WebP or AVIF file',
    path: ["kind"],
  });

/** A link to one of the site's pages, named by its key in pages.ts (checked against it below). */
export const navigationItemSchema = z.object({ id: entryId, label: nonEmpty, page: nonEmpty });

/** Which service pages link to the route pages, and which routes they name (slugs of served cities). */
export const serviceRoutesSchema = z.object({
  services: z.array(nonEmpty),
  cities: z.array(nonEmpty).min(1).max(12, "must name at most 12 routes (the rest are on the list of cities)"),
});

/** A group of links under a heading (the footer's "Plan your move"). */
export const navigationGroupSchema = z.object({
  id: entryId,
  heading: nonEmpty,
  links: z.array(navigationItemSchema).min(1),
});

/** A home page section's heading, with an optional line above it and introduction below. */
export const sectionHeadingSchema = z.object({
  kicker: nonEmpty.optional(),
  heading: nonEmpty,
  intro: nonEmpty.optional(),
});

/** The enquiry form's words, the fraud warning beside it, and what /thank-you says happens next. */
export const enquiryCopySchema = z.object({
  formHeading: nonEmpty,
  formIntro: nonEmpty,
  subject: nonEmpty.max(120, "must be at most 120 characters (it is the e-mail's subject line)"),
  submitLabel: nonEmpty,
  privacyNote: nonEmpty,
  draftNote: nonEmpty,
  fraudNotice: z.object({
    heading: nonEmpty,
    text: nonEmpty,
    phonesLabel: nonEmpty,
    emailsLabel: nonEmpty,
    /** The link to /verify-us/. */
    verifyLink: nonEmpty,
  }),
  nextSteps: z.array(z.object({ id: entryId, title: nonEmpty, text: nonEmpty })).min(1),
  /**
   * The form's fields. A hint may name `{limit}`, the field's length limit (the browser stops
   * typing there); the message's count names `{left}`, what is left of it.
   */
  fields: z.object({
    allRequired: nonEmpty,
    /** The spam trap's label: people never see it, but a screen reader could still meet the word. */
    honeypotLabel: nonEmpty,
    name: z.object({ label: nonEmpty, title: nonEmpty, hint: sentence([], ["limit"]) }),
    phone: z.object({ label: nonEmpty, placeholder: nonEmpty, title: nonEmpty, hint: sentence([], ["limit"]) }),
    email: z.object({ label: nonEmpty, placeholder: nonEmpty, hint: sentence([], ["limit"]) }),
    service: z.object({ label: nonEmpty, choose: nonEmpty }),
    message: z.object({
      label: nonEmpty,
      placeholder: nonEmpty,
      hint: sentence([], ["limit"]),
      hintWithCount: sentence(["left"], ["limit"]),
      blankWarning: nonEmpty,
    }),
  }),
  /** The contact page's panel of phones, WhatsApp, e-mails, hours and offices. */
  contactPanel: z.object({
    heading: nonEmpty,
    phone: nonEmpty,
    whatsapp: nonEmpty,
    whatsappLink: sentenceWith("number"),
    email: nonEmpty,
    hours: nonEmpty,
    mapLink: nonEmpty,
  }),
});

/** The About page's headings and the testimonials' controls (about.ts). */
export const aboutWordsSchema = z.object({
  story: z.object({ kicker: nonEmpty, glanceHeading: nonEmpty, startedIn: nonEmpty, inTradeSince: nonEmpty }),
  statisticsHeading: nonEmpty,
  /** One line under the figures saying what each counts (track-record.ts). */
  statisticsNote: nonEmpty,
  visionMission: z.object({ kicker: nonEmpty, heading: nonEmpty, vision: nonEmpty, mission: nonEmpty }),
  testimonials: z.object({
    kicker: nonEmpty,
    heading: nonEmpty,
    label: nonEmpty,
    previous: nonEmpty,
    next: nonEmpty,
    position: sentenceWith("position", "count"),
    /** What the pause button stops, as it reads after "Pause". */
    moving: nonEmpty,
  }),
});

/** The gallery's link hint and its picture viewer's words (gallery.ts). */
export const galleryWordsSchema = z.object({
  viewLarger: nonEmpty,
  /** The label on a drawing's caption, so no drawing passes for a photograph. */
  drawing: nonEmpty,
  position: sentenceWith("position", "count"),
  previous: nonEmpty,
  close: nonEmpty,
  next: nonEmpty,
});

/** What a certificate's card says around its facts (certifications.ts). */
export const certificationWordsSchema = z.object({
  issuedBy: nonEmpty,
  number: nonEmpty,
  issuedOn: nonEmpty,
  view: nonEmpty,
  viewLabel: sentenceWith("title"),
  download: nonEmpty,
  downloadLabel: sentenceWith("title"),
  verify: sentenceWith("number", "portal"),
  /** Where each kind of certificate is checked, as it reads after "on". */
  portals: z.object({ gst: nonEmpty, udyam: nonEmpty, registration: nonEmpty }),
});

/** Copy for one page: its search-result title and description, and its hero heading and intro. */
export const pageCopySchema = z.object({
  title: nonEmpty
    .max(60, "must be at most 60 characters (search engines cut longer titles)")
    .meta({ title: "Title in search results", description: "At most 60 characters; also the browser tab's name" }),
  description: z
    .string()
    .trim()
    .min(50, "must be at least 50 characters")
    .max(160, "must be at most 160 characters")
    .meta({ title: "Description in search results", description: "50 to 160 characters" }),
  heading: nonEmpty.meta({ title: "Heading on the page" }),
  intro: nonEmpty.meta({ title: "Introduction under the heading" }),
  /** A short line above the heading ("About us"). */
  kicker: nonEmpty.optional().meta({ title: "Short line above the heading (optional)" }),
  /** The drawing on the page's share picture: an SVG in public/art. */
  shareArt: z
    .string()
    .regex(/^[a-z0-9-]+\.svg$/, "must be an SVG file name in public/art, like hero-1.svg")
    .meta({
      title: "Drawing on its share picture",
      description: "One of the drawings in public/art, like hero-1.svg",
      patternMessage: "A drawing's file name, like hero-1.svg",
    }),
  /** Kept out of search results and the sitemap (a page reached only after an action). */
  noindex: z.literal(true).optional(),
  /** Words visitors may search for that the page's copy does not use ("price" for the estimate). */
  searchTerms: z.array(nonEmpty).optional(),
});

export const interfaceCopySchema = z.object({
  skipToContent: nonEmpty,
  opensInNewTab: nonEmpty,
  addressDistrict: sentenceWith("district"),
  contactButtons: z.object({
    call: nonEmpty,
    callTitle: sentenceWith("phone"),
    whatsapp: nonEmpty,
    opensWhatsapp: nonEmpty,
    quote: nonEmpty,
    floatingLabel: nonEmpty,
  }),
  header: z.object({
    udyam: nonEmpty,
    udyamTitle: nonEmpty,
    gstin: nonEmpty,
    gstinTitle: nonEmpty,
    navigationLabel: nonEmpty,
    /** Names the language switcher's list of links for screen readers. */
    languagesLabel: nonEmpty,
    brochure: nonEmpty,
    logoLabel: sentenceWith("name"),
    search: z.object({ openLabel: nonEmpty, fieldLabel: nonEmpty, placeholder: nonEmpty, submit: nonEmpty }),
    menu: z.object({
      openLabel: nonEmpty,
      label: nonEmpty,
      heading: nonEmpty,
      closeLabel: nonEmpty,
      call: sentenceWith("phone"),
      /** The menu button's words on a wide screen, where the bar shows the main pages and the menu the rest. */
      more: nonEmpty,
    }),
  }),
  /** The header search box's list of suggestions and what it says when it finds nothing. */
  searchBox: z.object({
    resultsLabel: nonEmpty,
    failed: nonEmpty,
    nothingFound: sentenceWith("query"),
    callForHelp: sentenceWith("phone"),
  }),
  /** What a search result says about itself, in the header's box and on the search page. */
  searchResults: z.object({
    kinds: z.object({ service: nonEmpty, question: nonEmpty, city: nonEmpty, page: nonEmpty }),
    count: countWords("count"),
  }),
  /** Words too common to tell results apart, which the site search leaves out of what is typed. */
  searchStopWords: stopWordList,
  footer: z.object({
    aboutLabel: nonEmpty,
    udyam: nonEmpty,
    gstin: nonEmpty,
    socialLabel: nonEmpty,
    socialLink: sentenceWith("company", "network"),
    quickLinks: nonEmpty,
    emailUs: nonEmpty,
    services: nonEmpty,
    reachUs: nonEmpty,
    registeredIn: sentenceWith("legalName", "state"),
    visitors: nonEmpty,
    visitorCountLabel: nonEmpty,
    translate: z.object({
      heading: nonEmpty,
      button: nonEmpty,
      loading: nonEmpty,
      fallbackLinks: nonEmpty,
      languageLink: sentenceWith("language"),
      languages: z
        .array(
          z.object({
            id: entryId,
            /** Google Translate's code for the language. */
            code: z.string().regex(/^[a-z]{2,3}$/, "must be a language code like hi"),
            /** The language's name in its own script. */
            name: nonEmpty,
            /** Its name in the page's language, for screen readers. */
            label: nonEmpty,
          }),
        )
        .min(1),
    }),
  }),
  /** The words every slideshow and moving strip share: their roles, positions and pause button. */
  carousel: z.object({
    roleDescription: nonEmpty,
    slideRoleDescription: nonEmpty,
    slidePosition: sentenceWith("position", "count"),
    pause: nonEmpty,
    play: nonEmpty,
    pauseLabel: sentenceWith("what"),
    playLabel: sentenceWith("what"),
  }),
  serviceCard: z.object({ readMore: nonEmpty }),
  errorView: z.object({ heading: nonEmpty, text: sentenceWith("phone") }),
  home: z.object({
    brochureLink: nonEmpty,
    hero: z.object({
      label: nonEmpty,
      slideButton: sentenceWith("position", "count"),
      /** What the pause button stops, as it reads after "Pause". */
      moving: nonEmpty,
    }),
    aboutLink: nonEmpty,
    allServicesLink: nonEmpty,
    founderContactHeading: sentenceWith("firstName"),
    cityStrip: z.object({ listLabel: nonEmpty, holdLabel: nonEmpty }),
  }),
  serviceDetail: z.object({
    /** The page's title in search results and the browser tab. */
    metaTitle: sentenceWith("service", "company"),
    descriptionHeading: sentenceWith("service"),
    whyChooseUs: nonEmpty,
    carouselKicker: nonEmpty,
    carouselHeading: nonEmpty,
    /** What the carousel's pause button stops, as it reads after "Pause". */
    carouselMoving: nonEmpty,
    /** On the service pages that lead on to the route pages (navigation.ts, serviceRoutes). */
    routes: z.object({
      heading: nonEmpty,
      intro: nonEmpty,
      route: sentenceWith("hub", "city"),
      allCities: sentenceWith("count"),
    }),
  }),
  serviceNotFound: z.object({
    heading: nonEmpty,
    metaTitle: sentenceWith("company"),
    metaDescription: sentenceWith("count", "company"),
    text: sentenceWith("count"),
    servicesLink: nonEmpty,
  }),
  thankYou: z.object({
    nextStepsHeading: nonEmpty,
    callersHeading: nonEmpty,
    homeLink: nonEmpty,
    servicesLink: nonEmpty,
  }),
  search: z.object({
    contactHeading: nonEmpty,
    contactIntro: nonEmpty,
    /** The opening hours as a sentence of their own, after the intro: "{companyHours}." */
    contactHours: nonEmpty,
    servicesHeading: nonEmpty,
    resultsHeading: sentenceWith("query"),
    searching: nonEmpty,
    failed: nonEmpty,
    noResults: nonEmpty,
    callForHelp: sentenceWith("phone"),
  }),
  notFound: z.object({
    searchLabel: nonEmpty,
    searchPlaceholder: nonEmpty,
    searchButton: nonEmpty,
    searchHint: nonEmpty,
    linksHeading: nonEmpty,
    links: z.array(navigationItemSchema).min(1),
    servicesHeading: nonEmpty,
    callPrompt: sentenceWith("phone"),
  }),
});

/** The error and not-found views' words for when the layout data itself is missing (error-fallback.ts). */
export const errorFallbackSchema = z.object({ heading: nonEmpty, text: nonEmpty, notFoundTitle: nonEmpty });

/** A page key names the page's address and module: `thankYou` is /thank-you/ and routes/thank-you.tsx. */
const pageKey = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, "must be a camelCase name like thankYou");

export const searchAliasSchema = z.object({
  /** What visitors type. */
  typed: z.array(nonEmpty).min(1),
  /** What the site says instead; results containing any of these are found. */
  means: z.array(nonEmpty).min(1),
});

export const siteContentSchema = z
  .object({
    company: companySchema,
    services: z
      .array(serviceSchema)
      .min(1, "must list at least one service")
      .superRefine(uniqueBy((service) => service.slug, "slug")),
    serviceCallToAction: z.object({ heading: nonEmpty, text: nonEmpty }),
    // A slideshow shows one slide at a time: past five, few visitors ever see the last one.
    heroSlides: z
      .array(heroSlideSchema)
      .min(1, "must have at least one slide")
      .max(5, "must have at most five slides (each shows for 5 seconds; later ones are rarely seen)"),
    reasons: z.array(reasonSchema).min(1, "must have at least one reason"),
    faq: z.array(faqSchema).min(1, "must have at least one question"),
    testimonials: z.array(testimonialSchema).min(1, "must have at least one testimonial"),
    // The figures share one row on a desktop and two columns on a phone.
    statistics: z
      .array(statisticSchema)
      .min(1, "must have at least one statistic")
      .max(6, "must have at most six statistics (they share one row on a desktop)"),
    certifications: z
      .array(certificationSchema)
      .min(1, "must list at least one certificate")
      .superRefine(uniqueBy((certificate) => certificate.file, "file")),
    cities: z
      .array(nonEmpty)
      .min(1)
      .superRefine(uniqueBy((city) => city, "city")),
    gallery: z.array(galleryItemSchema).min(1, "must have at least one picture"),
    pages: z
      .record(pageKey, pageCopySchema)
      .refine((pages) => "home" in pages && "notFound" in pages, "must have the home and notFound pages"),
    aboutTeaser: z.object({ heading: nonEmpty, text: z.array(nonEmpty).min(1) }),
    homeSections: z.object({
      reasons: sectionHeadingSchema,
      cities: sectionHeadingSchema,
      services: sectionHeadingSchema,
      faq: sectionHeadingSchema,
      founder: sectionHeadingSchema,
    }),
    story: z.object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(2) }),
    vision: nonEmpty,
    mission: nonEmpty,
    founderQuote: nonEmpty,
    contactCallToAction: z.object({ heading: nonEmpty, text: nonEmpty }),
    mainNavigation: z.array(navigationItemSchema).min(1),
    moreNavigation: z.array(navigationItemSchema),
    footerNavigation: z.array(navigationItemSchema).min(1),
    footerLinkGroups: z.array(navigationGroupSchema),
    serviceRoutes: serviceRoutesSchema,
    enquiry: enquiryCopySchema,
    searchAliases: z.array(searchAliasSchema),
    /** The line under a city in the search results. */
    cityResultText: nonEmpty,
    interface: interfaceCopySchema,
    aboutWords: aboutWordsSchema,
    galleryWords: galleryWordsSchema,
    certificationWords: certificationWordsSchema,
    errorFallback: errorFallbackSchema,
    /** The strip's cities that are cities (not "All South BR"), with where they are: served-cities.ts. */
    servedCities: servedCitiesSchema,
    /** What the city pages say (city-guides.ts). */
    cityPages: cityPagesSchema,
    /** What /verify-us/ says (verify-us.ts). */
    verifyUs: verifyUsSchema,
    /** What /book-survey/ and /survey-booked/ say (book-survey.ts). */
    bookSurvey: bookSurveySchema,
  })
  .superRefine((content, context) => {
    const servedSlugs = new Set(content.servedCities.map((city) => city.slug));
    for (const slug of Object.keys(content.cityPages.guides)) {
      if (!servedSlugs.has(slug)) {
        context.addIssue({
          code: "custom",
          message: `"${slug}" is not the slug of a city in served-cities.ts`,
          path: ["cityPages", "guides", slug],
        });
      }
    }
    const serviceSlugs = new Set(content.services.map((service) => service.slug));
    for (const kind of ["route", "local"] as const) {
      content.cityPages[kind].services.forEach((slug, index) => {
        if (!serviceSlugs.has(slug)) {
          context.addIssue({
            code: "custom",
            message: `"${slug}" is not the slug of a service in services.ts`,
            path: ["cityPages", kind, "services", index],
          });
        }
      });
    }
    content.servedCities.forEach((city, index) => {
      // The strip may spell the city another way, as long as that spelling is one of its aliases.
      const spellings = [
        city.name,
        ...content.searchAliases.filter((alias) => alias.means.includes(city.name)).flatMap((alias) => alias.typed),
      ].map((spelling) => spelling.toLowerCase());
      // Or the strip writes it as its slug or a former slug would be ("Baroda"), in any language.
      const slugs = [city.slug, ...(city.formerSlugs ?? [])];
      if (!content.cities.some((name) => spellings.includes(name.toLowerCase()) || slugs.includes(citySlugOf(name)))) {
        context.addIssue({
          code: "custom",
          message: `"${city.name}" is not in the cities strip ("cities" in words/<language>/home.json); spell it as the strip does, or add the strip's spelling to its search aliases`,
          path: ["servedCities", index, "name"],
        });
      }
      if (city.roadKmFromHyderabad !== "local" && !content.cityPages.guides[city.slug]) {
        context.addIssue({
          code: "custom",
          message: `"${city.slug}" has no guide in city-guides.ts: write what is true of its route, or its page would be a doorway`,
          path: ["cityPages", "guides"],
        });
      }
    });
    content.serviceRoutes.services.forEach((slug, index) => {
      if (!content.services.some((service) => service.slug === slug)) {
        context.addIssue({
          code: "custom",
          message: `"${slug}" is not the slug of a service in services.ts`,
          path: ["serviceRoutes", "services", index],
        });
      }
    });
    content.serviceRoutes.cities.forEach((slug, index) => {
      const city = content.servedCities.find((served) => served.slug === slug);
      if (!city || city.roadKmFromHyderabad === "local") {
        context.addIssue({
          code: "custom",
          message: `"${slug}" is not a served city other than Hyderabad (served-cities.ts)`,
          path: ["serviceRoutes", "cities", index],
        });
      }
    });
    const lists = [
      { items: content.mainNavigation, path: ["mainNavigation"] },
      { items: content.moreNavigation, path: ["moreNavigation"] },
      { items: content.footerNavigation, path: ["footerNavigation"] },
      ...content.footerLinkGroups.map((group, index) => ({
        items: group.links,
        path: ["footerLinkGroups", index, "links"],
      })),
      { items: content.interface.notFound.links, path: ["interface", "notFound", "links"] },
    ];
    for (const { items, path } of lists) {
      items.forEach((item, index) => {
        if (!(item.page in content.pages) || item.page === "notFound") {
          context.addIssue({
            code: "custom",
            message: `links to "${item.page}", which is not a page in pages.ts`,
            path: [...path, index, "page"],
          });
        }
      });
    }
    // One proprietorship has one Udyam number: every Udyam certificate shows the header's.
    content.certifications.forEach((certificate, index) => {
      if (certificate.kind === "udyam" && certificate.number !== content.company.udyamNumber) {
        context.addIssue({
          code: "custom",
          message: `must be the company's Udyam number (${content.company.udyamNumber}): a business has only one`,
          path: ["certifications", index, "number"],
        });
      }
    });
    content.faq.forEach((item, index) => {
      if (item.link && (!(item.link.page in content.pages) || item.link.page === "notFound")) {
        context.addIssue({
          code: "custom",
          message: `links to "${item.link.page}", which is not a page in pages.ts`,
          path: ["faq", index, "link", "page"],
        });
      }
    });
  });

export type SiteContent = Omit<z.infer<typeof siteContentSchema>, "pages"> & {
  pages: Record<PageKey, PageCopy>;
};
export type Company = z.infer<typeof companySchema>;
export type Office = z.infer<typeof office>;
export type Service = z.infer<typeof serviceSchema>;
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type Reason = z.infer<typeof reasonSchema>;
export type FaqItem = z.infer<typeof faqSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Statistic = z.infer<typeof statisticSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
/** A link to a page as a menu, the not-found view or a question names it (its id, when it has one, is the entry's). */
export type NavigationItem = Omit<z.infer<typeof navigationItemSchema>, "id">;
export type NavigationGroup = z.infer<typeof navigationGroupSchema>;
export type ServiceRoutes = z.infer<typeof serviceRoutesSchema>;
export type PageCopy = z.infer<typeof pageCopySchema>;
export type EnquiryCopy = z.infer<typeof enquiryCopySchema>;
export type SectionHeadingCopy = z.infer<typeof sectionHeadingSchema>;
export type PageKey = keyof typeof pagesAsWritten;
export type CompanyAsWritten = z.input<typeof companySchema>;
export type SearchAlias = z.infer<typeof searchAliasSchema>;
export type InterfaceCopy = z.infer<typeof interfaceCopySchema>;
export type ErrorFallbackCopy = z.infer<typeof errorFallbackSchema>;
export type AboutWords = z.infer<typeof aboutWordsSchema>;
export type GalleryWords = z.infer<typeof galleryWordsSchema>;
export type CertificationWords = z.infer<typeof certificationWordsSchema>;
export type Picture = z.infer<typeof picture>;

export function parseSiteContent(raw: unknown): SiteContent {
  const result = siteContentSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Site content is invalid (fix these in app/content/):\n${describeContentErrors(result.error)}`);
  }
  return result.data;
}
