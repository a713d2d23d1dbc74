import { CertificateCard } from "../components/certification/certificate-card";
import { formatIssueDate } from "../components/certification/issue-date";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { contentFor } from "../content/content.server";
import { filePaths } from "../lib/file-paths";
import { pageLanguage } from "../lib/page-language";
import { pageMetaFor } from "../lib/page-meta";
import type { Route } from "./+types/certification";

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = pageLanguage(request, params);
  const content = contentFor(language);

  return {
    meta: pageMetaFor(content, "certification"),
    page: content.pages.certification,
    // Dates are written here, while the page is pre-rendered, so hydrating it makes no Intl
    // formatter (the first costs 35–100 ms on a phone: docs/decisions/014-platform-formatting.md).
    certifications: content.certifications.map((certificate) => ({
      ...certificate,
      issuedOnText: formatIssueDate(certificate.issuedOn),
      pdfHref: filePaths.certificate(certificate.file),
    })),
    words: {
      ...content.certificationWords,
      opensInNewTab: content.interface.opensInNewTab,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function CertificationPage({ loaderData }: Route.ComponentProps) {
  const { page, certifications, words } = loaderData;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Section tone="tinted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:gap-8">
          {certifications.map((certificate, index) => (
            <li key={certificate.id} className="flex">
              <CertificateCard certificate={certificate} words={words} priority={index === 0} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
