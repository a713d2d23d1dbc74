import { DamageSteps } from "../components/claims/damage-steps";
import { DocumentsSection } from "../components/claims/documents-section";
import { EmployerBills } from "../components/claims/employer-bills";
import { LazyClaimForm } from "../components/claims/lazy-claim-form";
import { CallToActionLinks } from "../components/ui/call-to-action-links";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { claimsContentFor, contentFor } from "../content/content.server";
import { languageForReplies, languageTags } from "../content/languages";
import { enquiryEndpoint } from "../lib/enquiry-form";
import { filePaths } from "../lib/file-paths";
import { localizedPath, pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import { pagePath } from "../lib/paths";
import { absoluteUrl } from "../lib/structured-data";
import type { Route } from "./+types/claims-and-paperwork";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const claimsContent = claimsContentFor(language);
  const content = contentFor(language);

  const { company } = content;
  const { documents, employerBills, damage, form, facts, consignmentNumber } = claimsContent;
  const receivedPath = localizedPath(language, pagePath("claimReceived"));
  return {
    formLanguage: languageForReplies[language],
    locale: languageTags[language],
    meta: pageMetaFor(content, "claimsAndPaperwork"),
    page: content.pages.claimsAndPaperwork,
    company,
    // The samples' addresses are data, so no page's JavaScript carries the file paths.
    documents: {
      ...documents,
      items: documents.items.map((item) => ({ ...item, sampleHref: filePaths.sampleDocument(item.slug, language) })),
    },
    employerBills,
    damage,
    form,
    onBankApprovedList: facts.onBankApprovedList,
    photoLimitMb: facts.photoLimitMb,
    consignmentNumber,
    // Read while the page is pre-rendered: browser tests build with a local stand-in for FormSubmit.
    // Claims go to the same mailbox as enquiries; the subject says at once that it is a claim.
    formAction: enquiryEndpoint(company, process.env.ENQUIRY_ENDPOINT_BASE),
    receivedPath,
    receivedUrl: absoluteUrl(company.siteUrl, receivedPath),
    opensWhatsapp: content.interface.contactButtons.opensWhatsapp,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function ClaimsAndPaperworkPage({ loaderData }: Route.ComponentProps) {
  const { page, company, documents, employerBills, damage, form, consignmentNumber } = loaderData;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <CallToActionLinks company={company} quoteHref={null} />
      </PageHero>
      <DocumentsSection documents={documents} consignmentExample={consignmentNumber.example} />
      <EmployerBills bills={employerBills} onBankApprovedList={loaderData.onBankApprovedList} />
      <DamageSteps damage={damage} />
      <Section tone="tinted" id="claim" narrow>
        <LazyClaimForm
          language={loaderData.formLanguage}
          locale={loaderData.locale}
          words={form}
          action={loaderData.formAction}
          receivedUrl={loaderData.receivedUrl}
          receivedPath={loaderData.receivedPath}
          consignmentFormat={consignmentNumber}
          consignmentExample={consignmentNumber.example}
          photoLimitMb={loaderData.photoLimitMb}
          whatsappNumber={company.whatsappNumber}
          opensWhatsapp={loaderData.opensWhatsapp}
        />
      </Section>
    </>
  );
}
