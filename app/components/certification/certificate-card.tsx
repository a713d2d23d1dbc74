import type { Certification, CertificationWords } from "../../content/schema";
import { ContentImage } from "../ui/content-image";
import { Icon } from "../ui/icon";
import { Sentence, sentenceText } from "../ui/sentence";

/** The card's words: the certification page's and the new-tab note. */
export type CertificationCardWords = CertificationWords & { opensInNewTab: string };

/** A certificate with its date of issue in words (formatIssueDate, in the page's language). */
export type CertificateWithDate = Omit<Certification, "preview"> & {
  issuedOnText: string;
  pdfHref: string;
  /** None once the real PDF is up and the only picture is the build's drawing (card-preview.ts). */
  preview: Certification["preview"] | undefined;
};

const buttonClass =
  "inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full px-4 font-bold whitespace-nowrap";

/**
 * One certificate: its preview, what it is and who issued it, and links to open, save or check it.
 * `priority` marks the first card's preview, the largest picture on a phone's first screen.
 */
export function CertificateCard({
  certificate,
  words,
  priority = false,
}: {
  certificate: CertificateWithDate;
  words: CertificationCardWords;
  priority?: boolean;
}) {
  const titleId = `certificate-${certificate.id}`;
  const pdf = certificate.pdfHref;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
    >
      <div className="border-b border-line bg-navy-50 p-4 sm:p-6">
        {certificate.preview ? (
          <ContentImage
            image={certificate.preview}
            width={600}
            height={848}
            priority={priority}
            sizes="(min-width: 1024px) 28rem, (min-width: 640px) 45vw, 90vw"
            className="mx-auto aspect-[600/848] h-auto w-full max-w-64 rounded-md bg-white shadow-card"
          />
        ) : (
          // The real certificate is the PDF behind the buttons below; a plain page stands for it.
          <div className="mx-auto flex aspect-[600/848] w-full max-w-40 items-center justify-center rounded-md bg-white text-teal-700 shadow-card">
            <Icon name="fileText" className="size-16" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <h2 id={titleId} className="text-xl font-bold text-navy-900">
          {certificate.title}
        </h2>
        <dl className="grid gap-3 text-base">
          <div>
            <dt className="text-sm font-semibold text-muted">{words.issuedBy}</dt>
            <dd>{certificate.issuer}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">{words.number}</dt>
            <dd className="font-mono font-semibold break-all text-navy-900">{certificate.number}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">{words.issuedOn}</dt>
            <dd>
              <time dateTime={certificate.issuedOn}>{certificate.issuedOnText}</time>
            </dd>
          </div>
        </dl>
        {certificate.note && <p className="text-base text-muted">{certificate.note}</p>}
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          <a
            href={pdf}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={sentenceText(words.viewLabel, { title: certificate.title })}
            className={`${buttonClass} bg-navy-900 text-white hover:bg-navy-800`}
          >
            <Icon name="fileText" /> {words.view}
          </a>
          <a
            href={pdf}
            download={certificate.file}
            aria-label={sentenceText(words.downloadLabel, { title: certificate.title })}
            className={`${buttonClass} border-2 border-navy-900 text-navy-900 hover:bg-navy-50`}
          >
            <Icon name="download" /> {words.download}
          </a>
        </div>
        {certificate.verifyUrl && certificate.kind !== "uam" && (
          <a
            href={certificate.verifyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-8 items-center gap-1.5 font-semibold text-teal-700 underline underline-offset-2 hover:text-teal-600"
          >
            <Icon name="shieldCheck" className="size-5 shrink-0" />
            <Sentence
              text={words.verify}
              slots={{ number: certificate.number, portal: words.portals[certificate.kind] }}
            />
            <span className="sr-only"> {words.opensInNewTab}</span>
            <Icon name="externalLink" className="size-4 shrink-0" />
          </a>
        )}
      </div>
    </article>
  );
}
