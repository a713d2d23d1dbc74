/**
 * `npm run check:launch`: every sample fact still on the site (scripts/check-launch-list.ts), each
 * with the editor's screen and field where the owner replaces it; exits 1 while any is left.
 *
 * `--build`, the first step of `npm run build`: prints the same list as a warning and goes on,
 * unless the build publishes the live site (Cloudflare Pages' production branch, or
 * `PRODUCTION_BUILD=1` in the nginx recipe): then any sample stops the build, so the live site stays
 * as it was, and the dependency audit must run (AUDIT_REQUIRED, scripts/audit.ts). `--warn` only
 * warns, whatever the branch (the editor's own site, which the owner needs to replace the samples).
 * `--root DIR` reads another checkout's content (the tests' fixture).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { runnerImport } from "vite";
import { z } from "zod";
import { analyticsLine } from "./check-launch-analytics.ts";
import {
  editorSettingSampleKeys,
  formatSamplesLeft,
  isProductionBuild,
  type LaunchInputs,
  type LaunchItem,
  samplesLeft,
} from "./check-launch-list.ts";

type JsonSchema = { title?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema };

const load = async <Module>(root: string, path: string) =>
  (await runnerImport<Module>(join(root, path), { configFile: false, logLevel: "error" })).module;

const readJson = (root: string, path: string) => JSON.parse(readFileSync(join(root, path), "utf8"));

/** The branch whose builds publish the live site: deploy/editor-settings.json's `branch`, as deploy/README.md sets up Pages. */
export function productionBranch(root: string): string {
  return process.env.PRODUCTION_BRANCH || readJson(root, "deploy/editor-settings.json").branch || "main";
}

/** Everything the launch check looks at, read from the checkout at `root`. */
export async function launchInputs(root: string): Promise<LaunchInputs> {
  const [
    { siteContentSchema },
    { certificationSchema },
    { companySampleMarks },
    { certifications },
    { gallery },
    { hasRealCertificate },
  ] = await Promise.all([
    load<typeof import("../app/content/schema.ts")>(root, "app/content/schema.ts"),
    load<typeof import("../app/content/certifications-schema.ts")>(root, "app/content/certifications-schema.ts"),
    load<typeof import("../app/content/sample-marks.ts")>(root, "app/content/sample-marks.ts"),
    load<typeof import("../app/content/certifications.ts")>(root, "app/content/certifications.ts"),
    load<typeof import("../app/content/gallery.ts")>(root, "app/content/gallery.ts"),
    load<typeof import("../app/content/certificate-files.ts")>(root, "app/content/certificate-files.ts"),
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
  return {
    companySamples,
    companyLabel,
    companyScreen: `Facts › ${company.title ?? "Company"}`,
    testimonials: { screen: "Words › About", field: site.properties?.testimonials?.title ?? "Testimonials" },
    editorSamples,
    certificates: certifications.map(({ id, file }) => ({
      id,
      file,
      hasRealPdf: hasRealCertificate(file, root),
    })),
    certificateField: jsonSchema(certificationSchema).properties?.file?.title ?? "file",
    gallery,
  };
}

export async function launchItems(root: string): Promise<LaunchItem[]> {
  return samplesLeft(await launchInputs(root));
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      build: { type: "boolean", default: false },
      warn: { type: "boolean", default: false },
      root: { type: "string" },
    },
  });
  const root = resolve(values.root ?? join(import.meta.dirname, ".."));
  const items = await launchItems(root);
  const list = formatSamplesLeft(items);
  if (values.warn || values.build) {
    const production = values.build && isProductionBuild(process.env, productionBranch(root));
    if (production && items.length > 0) {
      console.error(
        `check:launch: this build publishes the live site, and it still holds samples. Nothing is published; the live site stays as it was.\n${list}`,
      );
      process.exit(1);
    }
    if (items.length > 0) console.warn(`WARNING check:launch: ${list}`);
    if (production) {
      // The production build checks the dependencies too, and fails if the audit cannot run.
      const audit = spawnSync(process.execPath, [join(import.meta.dirname, "audit.ts")], {
        cwd: root,
        env: { ...process.env, AUDIT_REQUIRED: "1" },
        stdio: "inherit",
      });
      process.exit(audit.status ?? 1);
    }
  } else {
    console[items.length > 0 ? "error" : "log"](list);
    console.log(analyticsLine(root));
    process.exit(items.length > 0 ? 1 : 0);
  }
}
