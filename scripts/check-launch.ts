/**
 * `npm run check:launch`: every sample fact still on the site (scripts/check-launch-list.ts), each
 * with the editor's screen and field where the owner replaces it; exits 1 while any is left.
 *
 * `--build`, the first step of `npm run build`: prints the same list as a warning and goes on,
 * unless the build publishes the live site (`--publish`, `npm run build:publish`, or an
 * environment isProductionBuild recognises: decision 030): then any sample stops the build, so the
 * live site stays as it was, and the dependency audit must run (AUDIT_REQUIRED, scripts/audit.ts). `--warn` only
 * warns, whatever the branch (the editor's own site, which the owner needs to replace the samples).
 * `--root DIR` reads another checkout's content (the tests' fixture).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { runnerImport } from "vite";
import { z } from "zod";
import type { ShippedSampleFact } from "../app/content/sample-marks.ts";
import { analyticsLine } from "./check-launch-analytics.ts";
import {
  type CertificateState,
  type CurrentValues,
  editorSettingSampleKeys,
  formatSamplesLeft,
  isProductionBuild,
  type LaunchInputs,
  type LaunchItem,
  type ShippedSamples,
  samplesLeft,
} from "./check-launch-list.ts";

type JsonSchema = { title?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema };

const load = async <Module>(root: string, path: string) =>
  (await runnerImport<Module>(join(root, path), { configFile: false, logLevel: "error" })).module;

const readJson = (root: string, path: string) => JSON.parse(readFileSync(join(root, path), "utf8"));

/** The branch whose builds publish the live site: deploy/editor-settings.json's `branch`, as deploy/README.md sets up Pages. */
export function productionBranch(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.PRODUCTION_BRANCH || readJson(root, "deploy/editor-settings.json").branch || "main";
}

/**
 * A certificate's PDF as the launch check judges it: the bytes' rule every page reads
 * (app/content/certificate-files.ts), then a PDF parser, which a truncated or damaged scan fails.
 */
async function certificateState(
  file: string,
  root: string,
  byBytes: (file: string, root: string) => Exclude<CertificateState, "damaged">,
): Promise<CertificateState> {
  const state = byBytes(file, root);
  if (state !== "real") return state;
  try {
    // Loaded only when a file looks like a real PDF: most builds have none, and pdf.js is large.
    const { getDocumentProxy, getMeta } = await import("unpdf");
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(join(root, "public/certificates", file))));
    const { info } = await getMeta(pdf);
    if (pdf.numPages < 1) return "damaged";
    return String((info as { Creator?: string }).Creator ?? "").includes("SAMPLE certificate") ? "the sample" : "real";
  } catch {
    return "damaged";
  }
}

/** The values of every fact the shipped samples cover, as the checkout at `root` holds them now, in every language. */
function currentValues(root: string): CurrentValues {
  const company = readJson(root, "app/content/facts/company.json").company ?? {};
  const languages = readdirSync(join(root, "app/content/words"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const words = (file: string) => languages.map((language) => readJson(root, `app/content/words/${language}/${file}`));
  const companyWords = words("layout.json").map((file) => file.company ?? {});
  const testimonials = words("about.json").flatMap((file) => file.testimonials ?? []);
  const certificates: Array<{ id: string; number?: string; issuedOn: string }> =
    readJson(root, "app/content/facts/certifications.json").certifications ?? [];
  const trackRecord = readJson(root, "app/content/facts/track-record.json").trackRecord ?? {};
  const rates = readJson(root, "app/content/facts/estimate.json").estimate?.rates ?? {};
  const editor = readJson(root, "deploy/editor-settings.json");
  const office = (entry: { streetAddress?: string; mapUrl?: string } = {}) =>
    [entry.streetAddress, entry.mapUrl].filter((value): value is string => typeof value === "string");
  const strings = (values: unknown[]) => values.filter((value) => value !== undefined).map(String);
  const advance = company.payment?.advance ?? {};
  const facts: Record<ShippedSampleFact, string[]> = {
    phones: strings((company.phones ?? []).map((phone: { number?: string }) => phone.number)),
    whatsappNumber: strings([company.whatsappNumber]),
    emails: strings((company.emails ?? []).map((email: { address?: string }) => email.address)),
    enquiryEmail: strings([company.enquiryEmail]),
    registeredOffice: office(company.registeredOffice),
    branchOffice: office(company.branchOffice),
    localities: strings(
      companyWords.flatMap((entry) => [entry.registeredOffice?.locality, entry.branchOffice?.locality]),
    ),
    hours: strings(companyWords.map((entry) => entry.hours)),
    udyamNumber: strings([company.udyamNumber]),
    gstin: strings([company.gstin]),
    "payment.bank": strings([company.payment?.bank]),
    "payment.accountNumber": strings([company.payment?.accountNumber]),
    "payment.ifsc": strings([company.payment?.ifsc]),
    "payment.upiId": strings([company.payment?.upiId]),
    "payment.advance": [`${advance.percentOfQuote}% up to ${advance.maxRupees}`],
    social: strings((company.social ?? []).map((page: { url?: string }) => page.url)),
    siteUrl: strings([company.siteUrl]),
    foundedYear: strings([company.foundedYear]),
    "proprietor.inTradeSince": strings([company.proprietor?.inTradeSince]),
    "proprietor.name": strings([
      company.proprietor?.registeredName,
      ...companyWords.flatMap((entry) => [entry.proprietor?.name, entry.proprietor?.addressedAs]),
    ]),
    trackRecord: ["relocations", "clients", "cities", "countedSince"].map((key) => `${key} ${trackRecord[key]}`),
    certificateNumbers: strings(certificates.map((certificate) => certificate.number)),
    certificateDates: certificates.map((certificate) => `${certificate.id} ${certificate.issuedOn}`),
    testimonials: strings(
      testimonials.flatMap((entry: { quote?: string; name?: string }) => [entry.quote, entry.name]),
    ),
  };
  return {
    facts,
    editorSettings: { repository: String(editor.repository ?? ""), authBaseUrl: String(editor.authBaseUrl ?? "") },
    sameAsSample: z.array(z.string()).optional().parse(company.sameAsSample) ?? [],
    ratesConfirmedOn: typeof rates.confirmedOn === "string" ? rates.confirmedOn : undefined,
    formSubmitAlias: typeof company.formSubmitAlias === "string" ? company.formSubmitAlias : undefined,
  };
}

/** Everything the launch check looks at, read from the checkout at `root`. */
export async function launchInputs(root: string): Promise<LaunchInputs> {
  const [
    { siteContentSchema },
    { certificationSchema },
    { companySampleMarks },
    { certifications },
    { gallery },
    { certificateFileState },
    { estimateRatesSchema },
  ] = await Promise.all([
    load<typeof import("../app/content/schema.ts")>(root, "app/content/schema.ts"),
    load<typeof import("../app/content/certifications-schema.ts")>(root, "app/content/certifications-schema.ts"),
    load<typeof import("../app/content/sample-marks.ts")>(root, "app/content/sample-marks.ts"),
    load<typeof import("../app/content/certifications.ts")>(root, "app/content/certifications.ts"),
    load<typeof import("../app/content/gallery.ts")>(root, "app/content/gallery.ts"),
    load<typeof import("../app/content/certificate-files.ts")>(root, "app/content/certificate-files.ts"),
    load<typeof import("../app/content/estimate-rates-schema.ts")>(root, "app/content/estimate-rates-schema.ts"),
  ]);
  const jsonSchema = (schema: z.ZodType) =>
    z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as unknown as JsonSchema;
  const site = jsonSchema(siteContentSchema);
  const company = site.properties?.company ?? {};
  const companyLabel = (key: string) => {
    const labels: string[] = [];
    let schema: JsonSchema | undefined = company;
    for (const part of key.split(".")) {
      schema = schema?.properties?.[part];
      labels.push(schema?.title ?? part);
    }
    return labels.join(" › ");
  };
  const companyFacts = readJson(root, "app/content/facts/company.json").company ?? {};
  const companySamples = companySampleMarks.parse(companyFacts.samples) ?? [];
  const editorSamples =
    z.array(z.enum(editorSettingSampleKeys)).optional().parse(readJson(root, "deploy/editor-settings.json").samples) ??
    [];
  const companyScreen = `Facts › ${company.title ?? "Company"}`;
  const certificate = jsonSchema(certificationSchema).properties ?? {};
  const certificateTitle = (key: string) => certificate[key]?.title ?? key;
  const inCompany = (key: string) => ({ screen: companyScreen, field: companyLabel(key) });
  const inWords = (file: string, field: string) => ({ screen: `Words › ${file}, in every language`, field });
  const shipped: ShippedSamples = JSON.parse(readFileSync(join(import.meta.dirname, "shipped-samples.json"), "utf8"));
  return {
    companySamples,
    companyLabel,
    companyScreen,
    testimonials: { screen: "Words › About", field: site.properties?.testimonials?.title ?? "Testimonials" },
    editorSamples,
    certificates: await Promise.all(
      certifications.map(async ({ id, file }) => ({
        id,
        file,
        state: await certificateState(file, root, certificateFileState),
      })),
    ),
    certificateField: certificateTitle("file"),
    gallery,
    shipped,
    current: currentValues(root),
    places: {
      phones: inCompany("phones"),
      whatsappNumber: inCompany("whatsappNumber"),
      emails: inCompany("emails"),
      enquiryEmail: inCompany("enquiryEmail"),
      registeredOffice: inCompany("registeredOffice"),
      branchOffice: inCompany("branchOffice"),
      localities: inWords(
        "Layout",
        `${companyLabel("registeredOffice.locality")}, ${companyLabel("branchOffice.locality")}`,
      ),
      hours: inWords("Layout", companyLabel("hours")),
      udyamNumber: inCompany("udyamNumber"),
      gstin: inCompany("gstin"),
      "payment.bank": inCompany("payment.bank"),
      "payment.accountNumber": inCompany("payment.accountNumber"),
      "payment.ifsc": inCompany("payment.ifsc"),
      "payment.upiId": inCompany("payment.upiId"),
      "payment.advance": inCompany("payment.advance"),
      social: inCompany("social"),
      siteUrl: inCompany("siteUrl"),
      foundedYear: inCompany("foundedYear"),
      "proprietor.inTradeSince": inCompany("proprietor.inTradeSince"),
      "proprietor.name": {
        screen: `${companyScreen}, and Words › Layout in every language`,
        field: `${companyLabel("proprietor.registeredName")}, ${companyLabel("proprietor.name")}, ${companyLabel("proprietor.addressedAs")}`,
      },
      trackRecord: {
        screen: `Facts › ${site.properties?.trackRecord?.title ?? "Track record"}`,
        field: "every figure",
      },
      certificateNumbers: { screen: "Facts › Certificates", field: certificateTitle("number") },
      certificateDates: { screen: "Facts › Certificates", field: certificateTitle("issuedOn") },
      testimonials: inWords("About", site.properties?.testimonials?.title ?? "Testimonials"),
    },
    labels: {
      sameAsSample: companyLabel("sameAsSample"),
      ratesConfirmedOn: jsonSchema(estimateRatesSchema).properties?.confirmedOn?.title ?? "confirmedOn",
      ratesScreen: "Facts › Estimate › Rates",
      formSubmitAlias: companyLabel("formSubmitAlias"),
    },
  };
}

export async function launchItems(root: string): Promise<LaunchItem[]> {
  return samplesLeft(await launchInputs(root));
}

/**
 * What `npm run check:launch ARGS` decides in `env`: its exit status and what it prints, or, for a
 * build that publishes with no sample left, `audit`: the dependency audit of that checkout decides.
 * A function, so the tests run each case without a process of its own (about a second of CPU each).
 */
export async function launchCheck(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number; stdout: string; stderr: string; audit?: string }> {
  const { values } = parseArgs({
    args,
    options: {
      build: { type: "boolean", default: false },
      publish: { type: "boolean", default: false },
      warn: { type: "boolean", default: false },
      root: { type: "string" },
    },
  });
  const root = resolve(values.root ?? join(import.meta.dirname, ".."));
  const items = await launchItems(root);
  const list = formatSamplesLeft(items);
  if (values.warn || values.build) {
    const production = values.build && (values.publish || isProductionBuild(env, productionBranch(root, env)));
    if (production && items.length > 0) {
      return {
        status: 1,
        stdout: "",
        stderr: `check:launch: this build publishes the live site, and it still holds samples. Nothing is published; the live site stays as it was.\n${list}\n`,
      };
    }
    const stderr = items.length > 0 ? `WARNING check:launch: ${list}\n` : "";
    // The production build checks the dependencies too, and fails if the audit cannot run.
    return { status: 0, stdout: "", stderr, ...(production ? { audit: root } : {}) };
  }
  const analytics = `${analyticsLine(root)}\n`;
  return items.length > 0
    ? { status: 1, stdout: analytics, stderr: `${list}\n` }
    : { status: 0, stdout: `${list}\n${analytics}`, stderr: "" };
}

if (import.meta.main) {
  const check = await launchCheck(process.argv.slice(2), process.env);
  process.stdout.write(check.stdout);
  process.stderr.write(check.stderr);
  if (check.audit) {
    const audit = spawnSync(process.execPath, [join(import.meta.dirname, "audit.ts")], {
      cwd: check.audit,
      env: { ...process.env, AUDIT_REQUIRED: "1" },
      stdio: "inherit",
    });
    process.exit(audit.status ?? 1);
  }
  process.exit(check.status);
}
