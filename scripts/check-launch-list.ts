/**
 * What is still a sample before launch (issue 35), worked out from what the data says, never from
 * how a value looks: the company's facts its `samples` list names (app/content/sample-marks.ts),
 * the editor's settings their `samples` list names (deploy/editor-settings.json), every certificate
 * without its real PDF in public/certificates/, and a gallery without a single photograph. Pure:
 * scripts/check-launch.ts reads the checkout and prints; the editor shows the same list
 * (scripts/editor/launch-checklist.ts).
 */

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
  | "editor";

export type LaunchItem = {
  kind: SampleKind;
  /** Where the owner changes it: the editor's screen, or the file where the editor cannot reach. */
  screen: string;
  /** The field's label as the editor shows it. */
  field: string;
  /** What to do. */
  todo: string;
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
  certificates: ReadonlyArray<{ id: string; file: string; hasRealPdf: boolean }>;
  /** The editor's label of a certificate's PDF field. */
  certificateField: string;
  gallery: ReadonlyArray<{ kind: string }>;
};

/** FormSubmit sends nothing on until its address is confirmed once (deploy/README.md). */
export const formSubmitReminder =
  "FormSubmit delivers no enquiry until its activation e-mail is confirmed: after the first publish, send one enquiry from the live site and click the link in the e-mail FormSubmit sends to the enquiry address.";

const companyTodo: Record<string, { kind: SampleKind; todo: string; after?: string }> = {
  phones: { kind: "phones", todo: "write the company's real phone numbers (+91 and 10 digits)" },
  whatsappNumber: { kind: "phones", todo: "write the number WhatsApp chats should open with" },
  emails: { kind: "e-mails", todo: "write the mailboxes the company reads" },
  enquiryEmail: { kind: "e-mails", todo: "write the mailbox every enquiry goes to", after: formSubmitReminder },
  registeredOffice: { kind: "addresses", todo: "write the registered office's real address and map link" },
  branchOffice: { kind: "addresses", todo: "write the operations office's real address and map link" },
  udyamNumber: { kind: "registration numbers", todo: "copy it exactly from the Udyam certificate" },
  gstin: { kind: "registration numbers", todo: "copy it exactly from the GST certificate" },
  "payment.bank": { kind: "bank account", todo: "write the bank and branch of the company's account" },
  "payment.accountNumber": { kind: "bank account", todo: "copy the account number from the cheque book" },
  "payment.ifsc": { kind: "bank account", todo: "copy the branch's IFSC from the cheque book" },
  "payment.upiId": { kind: "bank account", todo: "write the company's UPI ID (like name@hdfcbank)" },
  social: { kind: "social pages", todo: "write the company's own pages, or remove those it does not have" },
  siteUrl: { kind: "site address", todo: "write the address visitors will use, with https://" },
};

const editorTodo: Record<EditorSettingSampleKey, string> = {
  repository: "write the GitHub repository the editor saves to, as owner/name",
  authBaseUrl: "write the sign-in helper's address (deploy/README.md, The editor's sign-in helper)",
};

/** Every sample left, in the order the owner meets them: the company's facts, then the rest. */
export function samplesLeft(inputs: LaunchInputs): LaunchItem[] {
  const items: LaunchItem[] = [];
  for (const key of inputs.companySamples) {
    if (key === "testimonials") continue;
    const known = companyTodo[key];
    if (!known) throw new Error(`company.samples: ${key} is no fact the launch check knows`);
    items.push({
      kind: known.kind,
      screen: inputs.companyScreen,
      field: inputs.companyLabel(key),
      todo: `${known.todo}, then remove it from “${inputs.companyLabel("samples")}”.${known.after ? ` ${known.after}` : ""}`,
    });
  }
  if (inputs.companySamples.includes("testimonials")) {
    items.push({
      kind: "testimonials",
      screen: inputs.testimonials.screen,
      field: inputs.testimonials.field,
      todo: `keep only words each customer has agreed to, with their name, then remove “testimonials” from ${inputs.companyScreen} › “${inputs.companyLabel("samples")}”.`,
    });
  }
  for (const certificate of inputs.certificates.filter((entry) => !entry.hasRealPdf)) {
    items.push({
      kind: "certificates",
      screen: `Facts › Certificates › “${certificate.id}”`,
      field: inputs.certificateField,
      todo: `upload the scanned certificate there as a PDF (it goes to public/certificates/), and check its number and date of issue; until then the site shows a SAMPLE.`,
    });
  }
  if (!inputs.gallery.some((item) => item.kind === "photo")) {
    items.push({
      kind: "gallery",
      screen: "Facts › The gallery's pictures",
      field: "Photograph or drawing",
      todo: "add at least one photograph of the company's own work (kind: photo); it shows only drawings now.",
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
 * Whether this build publishes the live site: Cloudflare Pages building its production branch, or
 * the nginx recipe's `PRODUCTION_BUILD=1 npm run build` (deploy/README.md). Preview builds, CI and
 * `npm test` are not.
 */
export function isProductionBuild(env: Record<string, string | undefined>, productionBranch: string): boolean {
  if (env.PRODUCTION_BUILD === "1") return true;
  return env.CF_PAGES === "1" && Boolean(env.CF_PAGES_BRANCH) && env.CF_PAGES_BRANCH === productionBranch;
}
