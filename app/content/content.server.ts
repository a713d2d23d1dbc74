/**
 * The validated site content, in every language. Only loaders (which run while the site is
 * pre-rendered) import this module, so validation happens at build time, a mistake fails
 * `npm run build` naming the field, and neither zod nor content a page does not show reaches the
 * browser's JavaScript.
 *
 * Each language's content is the facts (TypeScript modules in this folder) with that language's
 * words (app/content/words/<language>/*.json) laid over them, and the facts' slots filled in.
 */
import { hasRealCertificate } from "./certificate-files";
import { parseClaimsContent } from "./claims-schema";
import { contentAsWritten } from "./content-as-written";
import { documentWordsFrom } from "./documents";
import { parseDocumentWords } from "./documents-schema";
import { describeContentProblems, withEditorPlaces } from "./editor-places";
import { parseEstimateContent } from "./estimate-schema";
import { type Language, languages, languageTags } from "./languages";
import { estimateReferenceProblems } from "./references";
import { parseSiteContent } from "./schema";
import { describeTranslationsBehind, translationsBehind } from "./translations-behind";
import { describeUnusedUploads, unusedUploads } from "./unused-uploads";
import { wordFiles } from "./word-files";
import { wordsNoSchemaKeeps } from "./words-shape";

/** Each problem the build found in the content, in every language: all said at once (issue 51). */
const problems: string[] = [];

function contentIn(language: Language) {
  const attempt = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      // Each problem line gains the editor's screen and field where the owner fixes it.
      problems.push(`${language}: ${withEditorPlaces((error as Error).message, language)}`);
      return undefined;
    }
  };
  const written = attempt(() => contentAsWritten(language));
  if (!written) return undefined;
  const content = attempt(() => parseSiteContent(written.site));
  const estimateContent = attempt(() => parseEstimateContent(written.estimate));
  const claimsContent = attempt(() => parseClaimsContent(written.claims));
  if (!content || !estimateContent || !claimsContent) return undefined;
  // The brochure's and sample certificates' words, checked before the build draws anything.
  const documentWords = attempt(() =>
    parseDocumentWords(documentWordsFrom(content, languageTags[language], written.documents)),
  );

  // A word no schema keeps would be dropped without a word: named here, before any page is drawn.
  const lost = wordsNoSchemaKeeps(
    wordFiles.filter((file) => file.language === language),
    { ...content, estimate: estimateContent, claims: claimsContent },
  );
  if (lost.length > 0) {
    problems.push(
      `${language}: these words reach no page: no schema keeps their key (add the key to its subject's shape in app/content/*-schema.ts, or remove it from the words files):\n${lost.map((place) => `  - ${place}`).join("\n")}`,
    );
  }

  // The two content sets name each other's entries: checked here, where both are parsed.
  const references = estimateReferenceProblems(estimateContent.words.enquiryService, content.services);
  if (references.length > 0) {
    problems.push(
      `${language}: Estimate content is invalid (fix these in app/content/):\n${references.map((problem) => `  - ${problem}`).join("\n")}`,
    );
  }
  if (!documentWords || lost.length > 0 || references.length > 0) return undefined;
  // A certificate without its real PDF in public/certificates/ is a sample: its card, preview and the brochure say so.
  const certifications = content.certifications.map((certificate) => ({
    ...certificate,
    sample: !hasRealCertificate(certificate.file),
  }));
  return { content: { ...content, language, certifications }, estimateContent, claimsContent, documentWords };
}

/** Every language's content, parsed while the site is built so any language's mistake stops the build. */
const parsed = languages.map((language) => [language, contentIn(language)] as const);
if (problems.length > 0) throw new Error(describeContentProblems(problems));
const contentByLanguage = Object.fromEntries(parsed) as Record<Language, NonNullable<ReturnType<typeof contentIn>>>;

// Translations whose English changed since they were made: listed, and the build goes on (decision
// 022). Said once per build: the build's first step says it, the steps after it are told so.
const behindEnglish = translationsBehind();
if (behindEnglish.length > 0 && !import.meta.env?.VITEST && !process.env.CONTENT_BEHIND_SAID)
  console.warn(describeTranslationsBehind(behindEnglish));
// An upload no page uses (a file replaced, or uploaded and not chosen): said once, the build goes on.
if (!import.meta.env?.VITEST && !process.env.CONTENT_BEHIND_SAID) {
  const english = contentByLanguage.en;
  const unused = unusedUploads([english.content, english.estimateContent, english.claimsContent]);
  if (unused.length > 0) console.warn(describeUnusedUploads(unused));
}

/** The site's content (pages, company, services, navigation, interface words) in one language. */
export function contentFor(language: Language) {
  return contentByLanguage[language].content;
}

/** The moving estimate's cities, rates, item volumes and words (the estimate and the city pages). */
export function estimateContentFor(language: Language) {
  return contentByLanguage[language].estimateContent;
}

/** The claims and paperwork page: documents and their samples, employers' bills, damage claims, the claim form. */
export function claimsContentFor(language: Language) {
  return contentByLanguage[language].claimsContent;
}

/** The words of the brochure and the sample certificates (scripts/assets draws them). */
export function documentWordsFor(language: Language) {
  return contentByLanguage[language].documentWords;
}

/** The English content: what the build's configuration, the sitemap and the tests read. */
export const content = contentFor("en");
export const estimateContent = estimateContentFor("en");
export const claimsContent = claimsContentFor("en");
export const documentWords = documentWordsFor("en");
