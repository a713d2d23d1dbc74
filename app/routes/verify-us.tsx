import { PageHero } from "../components/ui/page-hero";
import { FakeMoverChecklist } from "../components/verify-us/fake-mover-checklist";
import { GenuineContacts } from "../components/verify-us/genuine-contacts";
import { GenuineDocuments } from "../components/verify-us/genuine-documents";
import { PaymentRules } from "../components/verify-us/payment-rules";
import { type CheckedNumber, RegistrationChecks } from "../components/verify-us/registration-checks";
import { ReportMisuse } from "../components/verify-us/report-misuse";
import { contentFor } from "../content/content.server";
import { languageForReplies } from "../content/languages";
import { pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import { formatPercent, formatRupees } from "../lib/rupees";
import type { Route } from "./+types/verify-us";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);

  const { company, certifications, verifyUs } = content;
  const checkable = (kind: "gst" | "udyam"): CheckedNumber[] =>
    certifications.flatMap(({ id, kind: certificateKind, number, verifyUrl }) =>
      certificateKind === kind && verifyUrl ? [{ id, number, verifyUrl }] : [],
    );
  return {
    meta: pageMetaFor(content, "verifyUs"),
    replyLanguage: languageForReplies[language],
    page: content.pages.verifyUs,
    // Only what the page shows of the company: its data is in the page's HTML.
    contacts: {
      phones: company.phones,
      whatsappNumber: company.whatsappNumber,
      whatsappGreeting: company.whatsappGreeting,
      emails: company.emails,
      siteUrl: company.siteUrl,
      registeredOffice: company.registeredOffice,
      branchOffice: company.branchOffice,
    },
    payment: company.payment,
    mainPhone: company.mainPhone.number,
    verifyUs,
    gst: checkable("gst"),
    udyam: checkable("udyam"),
    // The names a visitor matches on the portals and our invoices: exactly as registered, in
    // English letters, in every language (the page's heading names the company in its own script).
    facts: {
      name: company.registeredName,
      proprietor: company.proprietor.registeredName,
      state: company.registeredOffice.state,
      gstin: company.gstin,
    },
    limits: {
      percent: formatPercent(company.payment.advance.percentOfQuote),
      maxAdvance: formatRupees(company.payment.advance.maxRupees, 1),
      name: company.payment.accountName,
    },
    words: { opensInNewTab: content.interface.opensInNewTab, addressDistrict: content.interface.addressDistrict },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** How to be sure it is us before paying: our only contacts, the portals, our account, our papers, the signs of a fake. */
export default function VerifyUsPage({ loaderData }: Route.ComponentProps) {
  const { page, contacts, payment, mainPhone, verifyUs, gst, udyam, facts, limits, words, replyLanguage } = loaderData;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} kicker={page.kicker} />
      <GenuineContacts company={contacts} contactsWords={verifyUs.contacts} words={words} />
      <RegistrationChecks
        words={verifyUs.registration}
        gst={gst}
        udyam={udyam}
        facts={facts}
        opensInNewTab={words.opensInNewTab}
      />
      <PaymentRules words={verifyUs.payment} payment={payment} limits={limits} />
      <GenuineDocuments words={verifyUs.documents} facts={facts} />
      <FakeMoverChecklist words={verifyUs.checklist} />
      <ReportMisuse
        words={verifyUs.report}
        phone={mainPhone}
        whatsappNumber={contacts.whatsappNumber}
        language={replyLanguage}
      />
    </>
  );
}
