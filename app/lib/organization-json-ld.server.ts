/**
 * The organisation's schema.org JSON-LD, written into every pre-rendered page's head by
 * app/entry.server.tsx. Not loader data: hydration would decode it on the main thread and never
 * use it (12–15 % of a page's data, decision 049). React leaves the script alone when it hydrates
 * the head: it skips elements it did not render there.
 */
import { contentFor } from "../content/content.server";
import { sourceLanguage } from "../content/languages";
import { filePaths } from "./file-paths";
import { languageOfPath } from "./page-language";
import { jsonLdScriptText, movingCompany } from "./structured-data";

/** The company and its served cities in the language of the page at `pathname`. */
export function organizationJsonLd(pathname: string): string {
  const content = contentFor(languageOfPath(pathname));
  return jsonLdScriptText(
    movingCompany({
      company: content.company,
      // The served cities under the one name the site writes each with (not the strip's spellings).
      cities: content.servedCities.map((city) => city.name),
      logoPath: filePaths.logo,
      hours: contentFor(sourceLanguage).company.hours,
    }),
  );
}

/** The page's HTML with the organisation's JSON-LD as the last element of its head. */
export function withOrganizationJsonLd(html: string, pathname: string): string {
  const end = html.indexOf("</head>");
  if (end < 0) throw new Error(`${pathname}: no </head> to put the organisation's JSON-LD before`);
  const script = `<script type="application/ld+json">${organizationJsonLd(pathname)}</script>`;
  return `${html.slice(0, end)}${script}${html.slice(end)}`;
}
