/**
 * The facts a sentence in a words file may name in braces, filled in while the site is built:
 * "since {foundedYear}", "GSTIN {companyGstin}". Each is written once, in TypeScript, for every language.
 * Names here must differ from the slots a page fills itself ({city}, {price}, {phone}…), which
 * the fill leaves alone.
 */
import { udyogAadhaarNumber } from "./certifications";
import { claimFacts, claimsEmail, consignmentNumberFormat } from "./claims-and-paperwork";
import { company, mainPhone, proprietorYearsInTrade, yearsInBusiness } from "./company";
import { languageTags } from "./languages";
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

/**
 * The facts that are numbers of things, named in running sentences ("within
 * {replyWorkingDays} working days", "{yearsInBusiness} years"). Each such sentence is written
 * once per language in the plural form ("other" in Intl.PluralRules), unlike the count words a
 * page fills in as it runs, which have a sentence per form (`countWords`, text-rules.ts): a figure
 * that takes another form in any of the site's languages ("1 working days") stops the build.
 */
export const countedFacts: Readonly<Record<string, number>> = {
  yearsInBusiness,
  proprietorYearsInTrade,
  claimNoticeHours: claimFacts.claimNoticeHours,
  replyWorkingDays: claimFacts.replyWorkingDays,
  papersToInsurerWorkingDays: claimFacts.papersToInsurerWorkingDays,
  insurerSettlementDays: claimFacts.insurerSettlementDays,
  uninsuredSettlementDays: claimFacts.uninsuredSettlementDays,
  consignmentSerialDigits: consignmentNumberFormat.serialDigits,
};

/** Each counted fact whose figure is not in the plural form of every language in `locales`, as a sentence. */
export function factsOutOfForm(
  facts: Readonly<Record<string, number>> = countedFacts,
  locales: readonly string[] = Object.values(languageTags),
): string[] {
  return Object.entries(facts).flatMap(([name, figure]) => {
    const other = locales.filter((tag) => figure === 0 || new Intl.PluralRules(tag).select(figure) !== "other");
    return other.length === 0
      ? []
      : [
          `{${name}} is ${figure}, but the sentences that name it are written for a number in the plural (${other.join(", ")} say ${figure} otherwise): write them for this figure in every words file, or change the figure`,
        ];
  });
}

export function factSlots(companyWords: NamedCompany): Record<string, string> {
  const outOfForm = factsOutOfForm();
  if (outOfForm.length > 0)
    throw new Error(`The facts' figures do not fit their words:\n  - ${outOfForm.join("\n  - ")}`);
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
