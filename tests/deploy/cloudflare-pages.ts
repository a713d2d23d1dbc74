/**
 * Runs Cloudflare Pages' own runtime (`wrangler pages dev`, workerd on this machine) on a loopback
 * port against a built site. It must work with no network: no telemetry, no update check (the
 * banner's), no fetch of the `Request.cf` object, and a compatibility date that the bundled
 * workerd supports (a newer one makes wrangler fall back and look for an update). Its state goes
 * under the work directory, not into `.wrangler/` in the checkout.
 * `node tests/deploy/cloudflare-pages.ts --port P --root DIR --work-dir DIR` serves until killed.
 */
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";

/** The Workers runtime behaviour Pages gets; at most the date of the workerd that wrangler bundles. */
export const compatibilityDate = "2026-11-01";

export const offlineEnvironment = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  DO_NOT_TRACK: "1",
  // The banner is where wrangler checks the npm registry for a newer version of itself.
  WRANGLER_HIDE_BANNER: "true",
  WRANGLER_NO_SKILLS_UPDATE_PROMPTS: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

/** Lines that mean wrangler tried to reach the internet; the launcher stops if one appears. */
const reachesOut = [/latest compatibility date supported/i, /Unable to fetch/i, /update available/i];

export function startCloudflarePages(root: string, workFolder: string, port: number, inspectorPort = port + 1) {
  const workDirectory = resolve(workFolder);
  mkdirSync(workDirectory, { recursive: true });
  const wrangler = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin", "wrangler.js");
  const child = spawn(
    process.execPath,
    [
      wrangler,
      "pages",
      "dev",
      resolve(root),
      "--cwd",
      workDirectory,
      "--persist-to",
      join(workDirectory, "state"),
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      // Its devtools port defaults to 9229, which another process on the machine may hold.
      "--inspector-port",
      String(inspectorPort),
      "--compatibility-date",
      compatibilityDate,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    { env: { ...process.env, ...offlineEnvironment }, stdio: ["ignore", "pipe", "pipe"] },
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (text: string) => {
      // Its errors quote the path asked for, which for the 2,000-character hostile URL floods the log.
      process.stderr.write(
        text.replace(/[^\s/'"]{200,}/g, (long) => `${long.slice(0, 40)}…(${long.length} characters)`),
      );
      if (reachesOut.some((pattern) => pattern.test(text))) {
        console.error("wrangler tried to reach the network; stopping it.");
        child.kill("SIGTERM");
        process.exitCode = 1;
      }
    });
  }
  return child;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      "inspector-port": { type: "string" },
      root: { type: "string" },
      "work-dir": { type: "string" },
    },
  });
  const buildDirectory = process.env.BUILD_DIR ?? "build";
  const port = Number(values.port ?? 4404);
  const child = startCloudflarePages(
    values.root ?? join(buildDirectory, "client"),
    values["work-dir"] ?? join(buildDirectory, "cloudflare-pages"),
    port,
    values["inspector-port"] ? Number(values["inspector-port"]) : undefined,
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill("SIGTERM"));
  child.on("exit", (code) => process.exit(process.exitCode ?? code ?? 0));
}
