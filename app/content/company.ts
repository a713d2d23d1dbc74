/**
 * THE COMPANY'S DETAILS: the one place every phone number, e-mail, address and registration
 * number on the website (and in the brochure PDF) comes from.
 *
 * IMPORTANT: the phone numbers below (+91 90000 00001, 00002, 00003) are NOT real. They are
 * placeholders, as are the GSTIN, the Udyam number, the street addresses and the e-mails until
 * the owner confirms them. Before the site goes live:
 *
 *   1. Open this file (app/content/company.ts) in any text editor.
 *   2. Replace each placeholder between the quotes with the real value. Keep the quotes.
 *        - phones[].number and whatsappNumber: "+91" and then the 10-digit number, spaces allowed,
 *          e.g. "+91 98480 12345". whatsappNumber is the number that opens in WhatsApp.
 *        - emails[].address and enquiryEmail: enquiryEmail receives the contact form's enquiries,
 *          so it must be a mailbox someone reads (the first e-mail sent through the form asks you
 *          to confirm it once).
 *        - udyamNumber: exactly as printed on the Udyam certificate, e.g. "UDYAM-TS-09-0012345".
 *        - gstin: the 15 characters exactly as on the GST certificate. The build checks its last
 *          (check) character, so a typing mistake is caught.
 *        - registeredOffice / branchOffice: street, locality, city, district and 6-digit PIN code.
 *          mapUrl is a Google Maps link; a search link like the ones below works, or paste the
 *          "Share > Copy link" address of your office from Google Maps.
 *        - proprietor, hours, social links and siteUrl the same way.
 *        - payment: the bank account and UPI ID below are NOT real either (the account number and
 *          IFSC are made of zeros, and "@example" is no bank's UPI handle, so no money can reach
 *          them). Copy the company's current account exactly as on its cheque book: accountName
 *          must be the company's name (the build refuses a personal account), ifsc 11 characters
 *          like "HDFC0001234", upiId like "godavaripackers@hdfcbank". advance is the most we ever
 *          take before moving day: a percentage of the written quote and a rupee cap (plain
 *          digits: 5000, not ₹5,000); /verify-us/ states it and says the rest is paid after delivery.
 *   3. Run `npm run build`. If anything is malformed the build stops and names the field, e.g.
 *      `company.phones[1].number: must be +91 followed by 10 digits`. Fix it and build again.
 *
 * The certificate numbers shown on /certification are read from here as well (see
 * certifications.ts); the certificate PDFs themselves go in public/certificates/.
 */
import { type CompanyAsWritten, mainPhoneOf } from "./schema";
import { trackRecord } from "./track-record";

/**
 * The year the company began taking moves under its own name (its GST and Shops and
 * Establishments registrations); yearsInBusiness below, the "5+ years", is worked out from it.
 * Before that the proprietor worked in the trade (proprietor.inTradeSince: his "more than a
 * decade"), and from trackRecord.countedSince ran the packing and loading crew other movers hired.
 */
const foundedYear = 2021;

export const company: CompanyAsWritten = {
  name: "Godavari Packers and Movers",
  legalName: "Godavari Packers and Movers (Proprietorship)",
  shortName: "Godavari Packers",
  tagline: `Household shifting, vehicle transport and godown storage from Hyderabad to ${trackRecord.cities} cities`,
  description: `Godavari Packers and Movers is a Hyderabad packers and movers business started in ${foundedYear}. Our own crews pack homes and offices with bubble wrap and corrugated sheets, move them by tempo and truck across Telangana and to ${trackRecord.cities} cities in India, and store goods in our Medchal godown, with a GST invoice for every job.`,
  proprietor: { name: "Venkat Ramana Bollam", title: "Proprietor", inTradeSince: 2011 },
  foundedYear,
  phones: [
    // callButtons: true marks the number every "Call now" button dials; move it to change that number.
    { label: "Bookings", number: "+91 90000 00001", callButtons: true },
    { label: "Operations", number: "+91 90000 00002" },
    { label: "Proprietor", number: "+91 90000 00003" },
  ],
  whatsappNumber: "+91 90000 00001",
  /** The message a WhatsApp chat opened from the site starts with; the visitor can change it before sending. */
  whatsappGreeting: "Hello, I would like a free quote for shifting.",
  emails: [
    { label: "Enquiries and quotes", address: "enquiry@godavaripackers.in" },
    { label: "Customer support and claims", address: "support@godavaripackers.in" },
  ],
  enquiryEmail: "enquiry@godavaripackers.in",
  registeredOffice: {
    label: "Registered office",
    streetAddress: "Plot No. 112, Road No. 4, KPHB Colony Phase 3",
    locality: "Kukatpally",
    city: "Hyderabad",
    district: "Medchal-Malkajgiri",
    state: "Telangana",
    postalCode: "500072",
    mapUrl: "https://www.google.com/maps/search/?api=1&query=KPHB+Colony+Phase+3+Kukatpally+Hyderabad+500072",
  },
  branchOffice: {
    label: "Operations office and godown",
    streetAddress: "Sy. No. 418/A, Gundlapochampally Road, near NH 44",
    locality: "Medchal",
    city: "Medchal",
    district: "Medchal-Malkajgiri",
    state: "Telangana",
    postalCode: "501401",
    mapUrl: "https://www.google.com/maps/search/?api=1&query=Gundlapochampally+Road+Medchal+Telangana+501401",
  },
  hours: "Open all 7 days, 8:00 am to 9:00 pm",
  udyamNumber: "UDYAM-TS-09-0012345",
  gstin: "36CKLPB4827M1ZT",
  social: [
    { network: "Facebook", url: "https://www.facebook.com/godavaripackers" },
    { network: "Instagram", url: "https://www.instagram.com/godavaripackers" },
    { network: "YouTube", url: "https://www.youtube.com/@godavaripackers" },
  ],
  siteUrl: "https://www.godavaripackers.in",
  // PLACEHOLDERS, see step 2 above: replace with the company's real current account before going live.
  payment: {
    accountName: "Godavari Packers and Movers",
    bank: "HDFC Bank, KPHB Colony branch, Hyderabad",
    accountNumber: "5020 0000 0000 01",
    ifsc: "HDFC0000000",
    upiId: "godavaripackers@example",
    advance: { percentOfQuote: 10, maxRupees: 5000 },
  },
};

/** How many years the company has been working: the one source for every "N+ years" on the site. */
export const yearsInBusiness = new Date().getFullYear() - company.foundedYear;

/** How many years the proprietor has worked in moving: what "more than a decade" claims. */
export const proprietorYearsInTrade = new Date().getFullYear() - company.proprietor.inTradeSince;

/** The number every call button dials: the phone marked `callButtons: true` above. */
export const mainPhone = mainPhoneOf(company.phones);
