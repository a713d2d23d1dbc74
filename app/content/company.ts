/**
 * THE COMPANY'S DETAILS: the one place every phone number, e-mail, address and registration
 * number on the website (and in the brochure PDF) comes from.
 *
 * IMPORTANT: the phone numbers (+91 90000 00001, 00002, 00003) in app/content/facts/company.json are NOT real. They are
 * placeholders, as are the GSTIN, the Udyam number, the street addresses and the e-mails until
 * the owner confirms them. Before the site goes live:
 *
 *   1. Open app/content/facts/company.json in the web editor (its own address, see docs/owner-guide.md) or any
 *      text editor.
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
 *          must be registeredName, the company's name on its GST and bank records (the build
 *          refuses a personal account), ifsc 11 characters
 *          like "HDFC0001234", upiId like "godavaripackers@hdfcbank". advance is the most we ever
 *          take before moving day: a percentage of the written quote and a rupee cap (plain
 *          digits: 5000, not ₹5,000); /verify-us/ states it and says the rest is paid after delivery.
 *   3. Run `npm run build`. If anything is malformed the build stops and names the field, e.g.
 *      `company.phones[1].number: must be +91 followed by 10 digits`. Fix it and build again.
 *
 * The certificate numbers shown on /certification are read from here as well (see
 * certifications.ts); the certificate PDFs themselves go in public/certificates/.
 */

import { mainPhoneOf } from "./company-schema";
import companyFacts from "./facts/company.json" with { type: "json" };

/**
 * The company's facts, the same in every language: app/content/facts/company.json (the web editor
 * at /admin/ edits it too). `foundedYear` is the year the company began taking moves under its own
 * name (its GST and Shops and Establishments registrations); yearsInBusiness below, the "5+ years",
 * is worked out from it. Before that the proprietor worked in the trade (`proprietor.inTradeSince`:
 * his "more than a decade"), and from trackRecord.countedSince ran the packing and loading crew
 * other movers hired. `callButtons: true` marks the number every "Call now" button dials; `claims:
 * true` the mailbox that receives damage claims.
 *
 * Its words (the company's name, the proprietor's name, the phones' and e-mails' labels, the
 * offices' localities, the opening hours, the WhatsApp greeting) are in each language's
 * app/content/words/<language>/layout.json under "company".
 */
// Which facts are still samples, and which the owner confirmed as the same as the sample, are for
// the launch check and the editor (sample-marks.ts), not for any page. The editor leaves an empty
// confirmation list out of the file.
export const {
  samples: sampleMarks,
  sameAsSample: _confirmed,
  ...company
}: typeof companyFacts.company & { sameAsSample?: unknown } = companyFacts.company;

/** How many years the company has been working: the one source for every "N+ years" on the site. */
export const yearsInBusiness = new Date().getFullYear() - company.foundedYear;

/** How many years the proprietor has worked in moving: what "more than a decade" claims. */
export const proprietorYearsInTrade = new Date().getFullYear() - company.proprietor.inTradeSince;

/** The number every call button dials: the phone marked `callButtons: true` above. */
export const mainPhone = mainPhoneOf(company.phones);
