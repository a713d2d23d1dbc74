import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companySampleKeys } from "../app/content/sample-marks";
import {
  formatSamplesLeft,
  formSubmitReminder,
  isProductionBuild,
  type LaunchInputs,
  type SampleKind,
  samplesLeft,
} from "./check-launch-list";

const repository = resolve(import.meta.dirname, "..");

/** Every kind the issue names: phones and WhatsApp, e-mails, registration numbers, addresses, bank, certificates, gallery, testimonials, site address, editor. */
const everyKind: SampleKind[] = [
  "phones",
  "e-mails",
  "registration numbers",
  "addresses",
  "bank account",
  "certificates",
  "gallery",
  "testimonials",
  "site address",
  "editor",
];

const inputs = (overrides: Partial<LaunchInputs> = {}): LaunchInputs => ({
  companySamples: [...companySampleKeys],
  companyLabel: (key) => ({ phones: "Phone numbers", samples: "Still samples" })[key] ?? key,
  companyScreen: "Facts › The company",
  testimonials: { screen: "Words › About", field: "Testimonials" },
  editorSamples: ["repository", "authBaseUrl"],
  certificates: [
    { id: "gst-registration", file: "gst-registration.pdf", hasRealPdf: false },
    { id: "udyam-registration", file: "udyam-registration.pdf", hasRealPdf: true },
  ],
  certificateField: "The certificate (PDF)",
  gallery: [{ kind: "drawing" }, { kind: "drawing" }],
  ...overrides,
});

describe("the launch check's list", () => {
  it("lists every marked fact, certificate without its PDF, drawings-only gallery and editor setting, with screen and field", () => {
    const items = samplesLeft(inputs());
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set([...everyKind, "social pages"]));
    expect(items).toContainEqual(
      expect.objectContaining({ kind: "phones", screen: "Facts › The company", field: "Phone numbers" }),
    );
    expect(items.filter((item) => item.kind === "certificates").map((item) => item.screen)).toEqual([
      "Facts › Certificates › “gst-registration”",
    ]);
    expect(items.find((item) => item.field === "enquiryEmail")?.todo).toContain(formSubmitReminder);
    const printed = formatSamplesLeft(items);
    expect(printed.split("\n")).toHaveLength(items.length + 1);
    expect(printed).toContain("[phones] Facts › The company › Phone numbers: ");
  });

  it("is empty once every sample is replaced, and then still reminds of FormSubmit's activation", () => {
    const items = samplesLeft(
      inputs({
        companySamples: [],
        editorSamples: [],
        certificates: [{ id: "gst-registration", file: "gst-registration.pdf", hasRealPdf: true }],
        gallery: [{ kind: "drawing" }, { kind: "photo" }],
      }),
    );
    expect(items).toEqual([]);
    expect(formatSamplesLeft(items)).toContain(formSubmitReminder);
  });

  it("refuses a mark it does not know, rather than passing over it", () => {
    expect(() => samplesLeft(inputs({ companySamples: ["fax"] }))).toThrow(/fax/);
    expect(() => samplesLeft(inputs({ editorSamples: ["branch"] }))).toThrow(/branch/);
  });

  it("treats only Cloudflare Pages' production branch and PRODUCTION_BUILD=1 as the live site's build", () => {
    expect(isProductionBuild({ CF_PAGES: "1", CF_PAGES_BRANCH: "main" }, "main")).toBe(true);
    expect(isProductionBuild({ PRODUCTION_BUILD: "1" }, "main")).toBe(true);
    expect(isProductionBuild({ CF_PAGES: "1", CF_PAGES_BRANCH: "new-phones" }, "main")).toBe(false);
    expect(isProductionBuild({ CF_PAGES_BRANCH: "main" }, "main")).toBe(false);
    expect(isProductionBuild({ CI: "true" }, "main")).toBe(false);
    expect(isProductionBuild({}, "main")).toBe(false);
  });
});

/** `node scripts/check-launch.ts …` as npm runs it. */
function checkLaunch(args: string[], env: Record<string, string> = {}) {
  const environment = { ...process.env, ...env };
  for (const name of ["CF_PAGES", "CF_PAGES_BRANCH", "PRODUCTION_BUILD", "PRODUCTION_BRANCH"])
    if (!(name in env)) delete environment[name];
  const run = spawnSync(process.execPath, [join(repository, "scripts/check-launch.ts"), ...args], {
    cwd: repository,
    env: environment,
    encoding: "utf8",
    timeout: 180_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("npm run check:launch", { timeout: 400_000 }, () => {
  let fixture = "";

  beforeAll(() => {
    // A copy of the content with every sample replaced by a plausible real value.
    fixture = mkdtempSync(join(tmpdir(), "check-launch-"));
    cpSync(join(repository, "app/content"), join(fixture, "app/content"), { recursive: true });
    symlinkSync(join(repository, "node_modules"), join(fixture, "node_modules"));
    const factsPath = join(fixture, "app/content/facts/company.json");
    const facts = JSON.parse(readFileSync(factsPath, "utf8"));
    const { samples: _left, ...company } = facts.company;
    Object.assign(company, {
      phones: [{ number: "+91 98480 22338", callButtons: true }, { number: "+91 97010 45512" }],
      whatsappNumber: "+91 98480 22338",
      emails: [{ address: "bookings@godavarimovers.co.in" }, { address: "claims@godavarimovers.co.in", claims: true }],
      enquiryEmail: "bookings@godavarimovers.co.in",
      siteUrl: "https://www.godavarimovers.co.in",
      payment: {
        ...company.payment,
        bank: "State Bank of India, Kukatpally branch, Hyderabad",
        accountNumber: "3987 2210 4415",
        ifsc: "SBIN0011235",
        upiId: "godavarimovers@sbi",
      },
    });
    writeFileSync(factsPath, `${JSON.stringify({ ...facts, company }, null, 2)}\n`);
    const galleryPath = join(fixture, "app/content/facts/gallery.json");
    const galleryFacts = JSON.parse(readFileSync(galleryPath, "utf8"));
    galleryFacts.gallery[0] = { ...galleryFacts.gallery[0], kind: "photo", image: { src: "move-kukatpally-2bhk.jpg" } };
    writeFileSync(galleryPath, `${JSON.stringify(galleryFacts, null, 2)}\n`);
    mkdirSync(join(fixture, "public/certificates"), { recursive: true });
    for (const file of [
      "gst-registration.pdf",
      "udyam-registration.pdf",
      "udyog-aadhaar-memorandum.pdf",
      "shop-establishment-registration.pdf",
    ])
      writeFileSync(join(fixture, "public/certificates", file), "%PDF-1.7\n%scan\n");
    mkdirSync(join(fixture, "deploy"));
    writeFileSync(
      join(fixture, "deploy/editor-settings.json"),
      `${JSON.stringify({ repository: "godavari-movers/website", branch: "main", authBaseUrl: "https://godavari-editor-auth.example.workers.dev" })}\n`,
    );
  });

  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it("on the committed content, exits 1 and names each kind of sample", () => {
    const { status, output } = checkLaunch([]);
    expect(status, output).toBe(1);
    for (const kind of everyKind) expect(output, kind).toContain(`[${kind}] `);
    expect(output).toContain("Facts › The company › Phone numbers");
    expect(output).toContain("Words › About › Testimonials");
  });

  it("on the fixture with every sample replaced, passes", () => {
    const { status, output } = checkLaunch(["--root", fixture]);
    expect(output).toContain("No sample left");
    expect(status, output).toBe(0);
  });

  it("in a build, warns on a preview branch and stops the production branch's build", () => {
    const preview = checkLaunch(["--build"], { CF_PAGES: "1", CF_PAGES_BRANCH: "new-phones" });
    expect(preview.status, preview.output).toBe(0);
    expect(preview.output).toMatch(/^WARNING check:launch: \d+ samples are still on the site/m);
    const production = checkLaunch(["--build"], { CF_PAGES: "1", CF_PAGES_BRANCH: "main" });
    expect(production.status, production.output).toBe(1);
    expect(production.output).toContain("Nothing is published; the live site stays as it was.");
    const editor = checkLaunch(["--warn"], { CF_PAGES: "1", CF_PAGES_BRANCH: "main" });
    expect(editor.status, "the editor's own site builds on the production branch").toBe(0);
  });
});
