/**
 * The words of the documents the build draws from the content: the company brochure
 * (/downloads/brochure.pdf), the sample certificate PDFs and their preview pictures. The content
 * they print (company, services, cities, certificates) comes from the other content files; words
 * the website already says (the vision and mission headings, the map link, the certificate card's
 * labels) are taken from where the website says them, so each is written once.
 * A word in braces (`{company}`, `{count}`, `{number}`…) is filled in where it is drawn: keep it.
 */
import { aboutWords } from "./about";
import { certificationWords } from "./certifications";
import type { DocumentWordsAsWritten } from "./documents-schema";
import { enquiry } from "./enquiry";
import layoutWords from "./words/en/layout.json";

const { gstin, udyam } = layoutWords.interface.header;

export const documentWordsAsWritten: DocumentWordsAsWritten = {
  language: "en-IN",
  brochure: {
    title: "{company}: company brochure",
    cover: { kicker: "COMPANY BROCHURE", registrations: `${gstin} {gstin} · {udyam}` },
    profile: { kicker: "Company profile" },
    promises: {
      kicker: "How we work",
      heading: "Vision, mission and our promises",
      vision: aboutWords.visionMission.vision,
      mission: aboutWords.visionMission.mission,
      reasonsHeading: "Why families and companies choose us",
    },
    services: { kicker: "Services", heading: "Our {count} services" },
    cities: { kicker: "Where we move", heading: "Cities we serve" },
    certificates: {
      kicker: "Registrations",
      heading: "Certifications",
      facts: `${certificationWords.number}: {number}    ${certificationWords.issuedOn}: {date}`,
    },
    contact: {
      kicker: "Contact",
      emailHeading: enquiry.contactPanel.email,
      officesHeading: "Offices",
      address: `{street}, {place}, ${layoutWords.interface.addressDistrict}, {state} {postalCode}`,
      mapLink: enquiry.contactPanel.mapLink,
      hoursHeading: "Hours",
      registrationsHeading: "Registrations and website",
      registrations: `${gstin} {gstin} · ${udyam} {udyam}`,
    },
  },
  sampleCertificate: {
    stamp: "SAMPLE",
    title: "SAMPLE: {title}",
    issuedTo: "Issued to",
    address: "Address",
    number: certificationWords.number,
    registrationNumber: "Registration number",
    dateOfIssue: "Date of issue",
    issuingAuthority: "Issuing authority",
    note: "SAMPLE generated from the website's content, not the issued certificate. The original is available on request.",
  },
};
