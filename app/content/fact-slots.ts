/**
 * The facts a sentence in a words file may name in braces, filled in while the site is built:
 * "since {foundedYear}", "GSTIN {companyGstin}". Each is written once, in TypeScript, for every language.
 * Names here must differ from the slots a page fills itself ({city}, {price}, {phone}…), which
 * the fill leaves alone.
 */
import { udyogAadhaarNumber } from "./certifications";
import { claimFacts, claimsEmail, consignmentNumberFormat } from "./claims-and-paperwork";
import { company, mainPhone, proprietorYearsInTrade, yearsInBusiness } from "./company";
import { trackRecord } from "./track-record";

/** The company's words a sentence may name: each language may spell them in its script. */
type NamedCompany = {
  name: string;
  proprietor: { name: string };
  shortName: string;
  legalName: string;
  hours: string;
  branchOffice: { city: string };
};

export function factSlots(companyWords: NamedCompany): Record<string, string> {
  return {
    companyName: companyWords.name,
    companyShortName: companyWords.shortName,
    companyLegalName: companyWords.legalName,
    // As a portal, an invoice or a bank statement prints them: English letters in every language.
    companyRegisteredName: company.registeredName,
    proprietorRegisteredName: company.proprietor.registeredName,
    companyHours: companyWords.hours,
    godownCity: companyWords.branchOffice.city,
    foundedYear: String(company.foundedYear),
    yearsInBusiness: String(yearsInBusiness),
    proprietorName: companyWords.proprietor.name,
    proprietorInTradeSince: String(company.proprietor.inTradeSince),
    proprietorYearsInTrade: String(proprietorYearsInTrade),
    citiesServed: trackRecord.cities,
    countedSince: String(trackRecord.countedSince),
    companyGstin: company.gstin,
    companyUdyamNumber: company.udyamNumber,
    udyogAadhaarNumber,
    bookingsPhone: mainPhone.number,
    enquiryEmail: company.enquiryEmail,
    claimNoticeHours: String(claimFacts.claimNoticeHours),
    replyWorkingDays: String(claimFacts.replyWorkingDays),
    papersToInsurerWorkingDays: String(claimFacts.papersToInsurerWorkingDays),
    insurerSettlementDays: String(claimFacts.insurerSettlementDays),
    uninsuredSettlementDays: String(claimFacts.uninsuredSettlementDays),
    photoLimitMb: String(claimFacts.photoLimitMb),
    claimsEmail,
    consignmentPrefix: consignmentNumberFormat.prefix,
    consignmentExample: consignmentNumberFormat.example,
    consignmentPattern: `${consignmentNumberFormat.prefix}-YYYY-${"N".repeat(consignmentNumberFormat.serialDigits)}`,
    consignmentSerialDigits: String(consignmentNumberFormat.serialDigits),
  };
}
