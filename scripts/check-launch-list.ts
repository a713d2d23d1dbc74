/**
 * What is still a sample before launch (issues 35 and 52), worked out from what the data says,
 * never from how a value looks: the company's facts its `samples` list names (app/content/
 * sample-marks.ts), the editor's settings their `samples` list names (deploy/editor-settings.json),
 * and, whatever those marks say, every fact that still holds a value the repository shipped as a
 * sample (scripts/shipped-samples.json) unless the owner confirmed it real ("Real, though the same
 * as the sample"), rates nobody has confirmed, every certificate without its real PDF in
 * public/certificates/ (app/content/certificate-files.ts), a gallery without a photograph of the
 * company's own, and the forms without FormSubmit's alias. Pure: scripts/check-launch.ts reads the
 * checkout and prints; the editor shows the same list (scripts/editor/launch-checklist.ts).
 * docs/decisions/030-what-counts-as-a-sample.md.
 */
import { type CompanySampleKey, companySampleKeys, type ShippedSampleFact } from "../app/content/sample-marks.ts";

/** The kinds of sample, as the launch check names them. */
export type SampleKind =
  | "phones"
  | "e-mails"
  | "registration numbers"
  | "addresses"
  | "bank account"
  | "social pages"
  | "site address"
  | "testimonials"
  | "certificates"
  | "gallery"
  | "editor"
  | "opening hours"
  | "proprietor"
  | "founding year"
  | "track record"
  | "estimate rates"
  | "advance policy"
  | "enquiry form";

export type LaunchItem = {
  kind: SampleKind;
  /** Where the owner changes it: the editor's screen, or the file where the editor cannot reach. */
  screen: string;
  /** The field's label as the editor shows it. */
  field: string;
  /** What to do. */
  todo: string;
  /** The shipped sample values the fact still holds, when it is caught by its value. */
  values?: string[];
};

export const editorSettingSampleKeys = ["repository", "authBaseUrl"] as const;
export type EditorSettingSampleKey = (typeof editorSettingSampleKeys)[number];

export type LaunchInputs = {
  /** The company's `samples` list (company.json). */
  companySamples: readonly string[];
  /** The editor's label of a company key (`payment.ifsc`: "Bank account for payments › IFSC"). */
  companyLabel: (key: string) => string;
  /** The editor's screen that holds the company: "Facts › The company". */
  companyScreen: string;
  /** The editor's screen and label of the testimonials. */
  testimonials: { screen: string; field: string };
  /** deploy/editor-settings.json's `samples` list. */
  editorSamples: readonly string[];
  /** Each certificate's PDF, as app/content/certificate-files.ts and a PDF parser find it. */
  certificates: ReadonlyArray<{ id: string; file: string; state: CertificateState }>;
  /** The editor's label of a certificate's PDF field. */
  certificateField: string;
  gallery: ReadonlyArray<{ kind: string; image: { src: string } }>;
  /** The values the repository shipped as samples: scripts/shipped-samples.json. */
  shipped: ShippedSamples;
  /** The same facts as the checkout holds them now, in every language. */
  current: CurrentValues;
  /** Where the owner changes each fact the shipped values cover, by the editor's labels. */
  places: Record<ShippedSampleFact, { screen: string; field: string }>;
  /** The editor's label of "Real, though the same as the sample", of the rates' confirmation date and of the alias. */
  labels: { sameAsSample: string; ratesConfirmedOn: string; ratesScreen: string; formSubmitAlias: string };
};

/** What a certificate's PDF is: app/content/certificate-files.ts's states, and "damaged" when it does not parse. */
export type CertificateState = "missing" | "empty" | "not a PDF" | "the sample" | "damaged" | "real";

/** scripts/shipped-samples.json. */
export type ShippedSamples = {
  facts: Record<ShippedSampleFact, string[]>;
  editorSettings: Record<EditorSettingSampleKey, string[]>;
  /** The drawings the repository ships: none of them is a photograph of the company's work. */
  drawings: string[];
};

export type CurrentValues = {
  facts: Record<ShippedSampleFact, string[]>;
  editorSettings: Record<EditorSettingSampleKey, string>;
  /** The company's "Real, though the same as the sample". */
  sameAsSample: readonly string[];
  /** The estimate rates' `confirmedOn` ("" or absent until the owner confirms them). */
  ratesConfirmedOn: string | undefined;
  /** The company's FormSubmit alias ("" until FormSubmit sends it). */
  formSubmitAlias: string | undefined;
};

/** FormSubmit sends nothing on until its address is confirmed once (deploy/README.md). */
export const formSubmitReminder =
  "FormSubmit delivers no enquiry until its activation e-mail is confirmed: send one enquiry from a preview of the site (or from `npm start` on a computer) and click the link in the e-mail FormSubmit sends to the enquiry address.";

const editorTodo: Record<EditorSettingSampleKey, string> = {
  repository: "write the GitHub repository the editor saves to, as owner/name",
  authBaseUrl: "write the sign-in helper's address (deploy/README.md, The editor's sign-in helper)",
};

/**
 * What to do about each fact the repository shipped as a sample, whether the owner marked it "Still
 * samples" or the check caught its value; `after` is said once the rest is done.
 */
const factTodo: Record<ShippedSampleFact, { kind: SampleKind; todo: string; after?: string }> = {
  phones: { kind: "phones", todo: "write the company's real phone numbers (+91 and 10 digits)" },
  whatsappNumber: { kind: "phones", todo: "write the number WhatsApp chats should open with" },
  emails: { kind: "e-mails", todo: "write the mailboxes the company reads" },
  enquiryEmail: { kind: "e-mails", todo: "write the mailbox every enquiry goes to", after: formSubmitReminder },
  registeredOffice: { kind: "addresses", todo: "write the registered office's real street address and map link" },
  branchOffice: { kind: "addresses", todo: "write the operations office's real street address and map link" },
  localities: { kind: "addresses", todo: "write each office's locality, in every language" },
  hours: { kind: "opening hours", todo: "write the hours the company answers, in every language" },
  udyamNumber: { kind: "registration numbers", todo: "copy it exactly from the Udyam certificate" },
  gstin: { kind: "registration numbers", todo: "copy it exactly from the GST certificate" },
  "payment.bank": { kind: "bank account", todo: "write the bank and branch of the company's account" },
  "payment.accountNumber": { kind: "bank account", todo: "copy the account number from the cheque book" },
  "payment.ifsc": { kind: "bank account", todo: "copy the branch's IFSC from the cheque book" },
  "payment.upiId": { kind: "bank account", todo: "write the company's UPI ID (like name@hdfcbank)" },
  "payment.advance": { kind: "advance policy", todo: "write the most the company takes before moving day" },
  social: { kind: "social pages", todo: "write the company's own pages, or remove those it does not have" },
  siteUrl: { kind: "site address", todo: "write the address visitors will use, with https://" },
  foundedYear: { kind: "founding year", todo: "write the year the company began taking moves under its name" },
  "proprietor.inTradeSince": { kind: "founding year", todo: "write the year the proprietor began in the trade" },
  "proprietor.name": {
    kind: "proprietor",
    todo: "write the proprietor's name as registered, and as each language writes it",
  },
  trackRecord: { kind: "track record", todo: "write only figures the company's own records show" },
  certificateNumbers: { kind: "certificates", todo: "copy each number exactly from its certificate" },
  certificateDates: { kind: "certificates", todo: "copy each date of issue from its certificate" },
  testimonials: {
    kind: "testimonials",
    todo: "keep only words each customer has agreed to, with their name, in every language",
  },
};

const certificateProblem: Record<CertificateState, string> = {
  missing: "no PDF yet",
  empty: "the PDF there is empty",
  "not a PDF": "the file there is not a PDF",
  "the sample": "the PDF there is the sample the site drew",
  damaged: "the PDF there cannot be read",
  real: "",
};

/** A value as it is compared: letters and digits only, small letters; a phone by its last ten digits. */
export function normalized(value: string, fact?: ShippedSampleFact): string {
  const kept = value
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, "");
  return fact === "phones" || fact === "whatsappNumber" ? kept.replace(/\D/g, "").slice(-10) : kept;
}

const quoted = (value: string) => `“${value.length > 48 ? `${value.slice(0, 45)}…` : value}”`;

const isCompanySampleKey = (key: string): key is CompanySampleKey =>
  (companySampleKeys as readonly string[]).includes(key);

/** The facts the shipped values cover, less those the owner confirmed real. */
function shippedSampleFactsOf(inputs: LaunchInputs): ShippedSampleFact[] {
  return (Object.keys(inputs.shipped.facts) as ShippedSampleFact[]).filter(
    (fact) => !inputs.current.sameAsSample.includes(fact),
  );
}

/** The shipped sample values `fact` still holds, as the checkout writes them. */
export function sampleValuesLeft(fact: ShippedSampleFact, inputs: Pick<LaunchInputs, "shipped" | "current">) {
  const samples = new Set(inputs.shipped.facts[fact].map((value) => normalized(value, fact)));
  return [...new Set((inputs.current.facts[fact] ?? []).filter((value) => samples.has(normalized(value, fact))))];
}

/** Every sample left, in the order the owner meets them: the company's facts, then the rest. */
export function samplesLeft(inputs: LaunchInputs): LaunchItem[] {
  const items: LaunchItem[] = [];
  const marks = inputs.companyLabel("samples");
  for (const key of inputs.companySamples) {
    if (!isCompanySampleKey(key)) throw new Error(`company.samples: ${key} is no fact the launch check knows`);
    const { kind, todo, after } = factTodo[key];
    // The testimonials are words, on another screen than the mark.
    const place =
      key === "testimonials"
        ? { ...inputs.testimonials, remove: `“${key}” from ${inputs.companyScreen} › “${marks}”` }
        : { screen: inputs.companyScreen, field: inputs.companyLabel(key), remove: `it from “${marks}”` };
    items.push({
      kind,
      screen: place.screen,
      field: place.field,
      todo: `${todo}, then remove ${place.remove}.${after ? ` ${after}` : ""}`,
    });
  }
  for (const fact of shippedSampleFactsOf(inputs)) {
    if (inputs.companySamples.includes(fact)) continue;
    const values = sampleValuesLeft(fact, inputs);
    if (values.length === 0) continue;
    const { kind, todo, after } = factTodo[fact];
    const place = inputs.places[fact];
    items.push({
      kind,
      screen: place.screen,
      field: place.field,
      values,
      todo: `still the sample the site came with (${values.map(quoted).join(", ")}): ${todo}. If the real value is exactly this, add “${fact}” to ${inputs.companyScreen} › “${inputs.labels.sameAsSample}”.${after ? ` ${after}` : ""}`,
    });
  }
  if (!inputs.current.ratesConfirmedOn) {
    items.push({
      kind: "estimate rates",
      screen: inputs.labels.ratesScreen,
      field: inputs.labels.ratesConfirmedOn,
      todo: "check every rate (vehicles, per km, packing, floors, storage, carriers) against what the company charges, then write today's date there; until then the estimate quotes the sample rates.",
    });
  }
  for (const certificate of inputs.certificates.filter((entry) => entry.state !== "real")) {
    items.push({
      kind: "certificates",
      screen: `Facts › Certificates › “${certificate.id}”`,
      field: inputs.certificateField,
      todo: `${certificateProblem[certificate.state]}: upload the scanned certificate there as a PDF (it goes to public/certificates/${certificate.file}), and check its number and date of issue; until then the site shows a SAMPLE.`,
    });
  }
  const drawings = new Set(inputs.shipped.drawings);
  if (!inputs.gallery.some((item) => item.kind === "photo" && !drawings.has(item.image.src))) {
    items.push({
      kind: "gallery",
      screen: "Facts › The gallery's pictures",
      field: "Photograph or drawing",
      todo: "add at least one photograph of the company's own work (kind: photo); it shows only the drawings the site came with now.",
    });
  }
  if (!inputs.current.formSubmitAlias) {
    items.push({
      kind: "enquiry form",
      screen: inputs.companyScreen,
      field: inputs.labels.formSubmitAlias,
      todo: `the enquiry, survey and claim forms print the enquiry address in every page's HTML until FormSubmit's alias is there. ${formSubmitReminder} FormSubmit then e-mails the alias: write it there.`,
    });
  }
  for (const key of inputs.editorSamples) {
    const todo = editorTodo[key as EditorSettingSampleKey];
    if (!todo) throw new Error(`deploy/editor-settings.json samples: ${key} is no setting the launch check knows`);
    items.push({
      kind: "editor",
      screen: "deploy/editor-settings.json",
      field: key,
      todo: `${todo}, then remove it from \`samples\` there.`,
    });
  }
  for (const key of editorSettingSampleKeys) {
    if (inputs.editorSamples.includes(key)) continue;
    const value = inputs.current.editorSettings[key];
    if (!inputs.shipped.editorSettings[key].some((sample) => normalized(sample) === normalized(value))) continue;
    items.push({
      kind: "editor",
      screen: "deploy/editor-settings.json",
      field: key,
      values: [value],
      todo: `still the sample the repository came with (${quoted(value)}): ${editorTodo[key]}.`,
    });
  }
  return items;
}

/** The list as the check and every build print it. */
export function formatSamplesLeft(items: readonly LaunchItem[]): string {
  if (items.length === 0) return `No sample left: every fact is the company's own.\nReminder: ${formSubmitReminder}`;
  const kinds = [...new Set(items.map((item) => item.kind))];
  return [
    `${items.length} sample${items.length === 1 ? " is" : "s are"} still on the site (${kinds.join(", ")}). Replace each before launch:`,
    ...items.map((item) => `  - [${item.kind}] ${item.screen} › ${item.field}: ${item.todo}`),
  ].join("\n");
}

/**
 * Whether this build publishes the live site (docs/decisions/030-what-counts-as-a-sample.md):
 * - `PRODUCTION_BUILD=1`, which `npm run build:publish` (the nginx, wrangler and any-host recipes
 *   in deploy/README.md) and the Pages project's Production environment set;
 * - any Cloudflare Pages build (`CF_PAGES=1`) but one marked `PREVIEW_BUILD=1`, which only the
 *   Pages project's Preview environment sets, so a Pages project missing its variables refuses
 *   samples rather than publishing them; and Pages' build of the branch the editor saves to;
 * - Netlify's production context (`CONTEXT=production`, which Netlify sets itself).
 * A plain `npm run build`, `npm start`, `npm test`, CI and Pages' preview builds are not.
 */
export function isProductionBuild(env: Record<string, string | undefined>, productionBranch: string): boolean {
  if (env.PRODUCTION_BUILD === "1") return true;
  if (env.NETLIFY === "true" && env.CONTEXT === "production") return true;
  if (env.CF_PAGES !== "1") return false;
  return env.PREVIEW_BUILD !== "1" || env.CF_PAGES_BRANCH === productionBranch;
}
