/**
 * The built site as it is once the owner turns visitor counting on (docs/decisions/031-cookieless-analytics.md),
 * made from a build with it off, and a stand-in for the counting service: what the analytics tests
 * and the benchmark's `--counting` measure. Turning counting on changes no module, only each
 * page's settings, its early-taps script and its policy, as scripts/postbuild.ts writes them when
 * the owner's facts name a service.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { analyticsSchema, analyticsSettingsOf } from "../app/content/analytics-schema.ts";
import { formActionOrigin } from "../app/lib/security-headers.ts";
import { analyticsOrigin, withAnalyticsSettings } from "./page-analytics.ts";
import { withPageCsp } from "./page-csp.ts";

/** The site name the copies count under: the company's own domain. */
const countedSiteName = "www.godavaripackers.in";

/**
 * Copies the built site in `clientDir` to `copyDir` with counting on, sending to `serviceAddress`.
 * The pages' compressed copies go (they are the pages with counting off); the server compresses
 * the new pages itself.
 */
export function writeCountingCopy(clientDir: string, copyDir: string, serviceAddress: string): void {
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(clientDir, copyDir, { recursive: true });
  const settings = analyticsSettingsOf(analyticsSchema.parse({ siteName: countedSiteName, serviceAddress }));
  const formOrigin = formActionOrigin(process.env.ENQUIRY_ENDPOINT_BASE);
  for (const page of readdirSync(copyDir, { recursive: true, encoding: "utf8" })) {
    const file = join(copyDir, page);
    if (/\.html\.(?:br|gz)$/.test(page)) rmSync(file);
    if (!page.endsWith(".html")) continue;
    const html = withAnalyticsSettings(readFileSync(file, "utf8"), settings);
    writeFileSync(file, withPageCsp(html, formOrigin, analyticsOrigin(settings)));
  }
}

/** One event as Plausible's events API receives it (app/lib/analytics-sender.ts). */
export type RecordedEvent = {
  name: string;
  url: string;
  domain: string;
  referrer: string;
  interactive: boolean;
  props: Record<string, string>;
};

export type Recorder = { origin: string; events: RecordedEvent[]; bodies: string[]; close(): Promise<void> };

export const listen = (server: Server) =>
  new Promise<string>((done) =>
    server.listen(0, "127.0.0.1", () => done(`http://localhost:${(server.address() as AddressInfo).port}`)),
  );
export const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

/** Stands in for the counting service at its address: records every request to its events API. */
export async function startRecorder(): Promise<Recorder> {
  const events: RecordedEvent[] = [];
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk;
    });
    request.on("end", () => {
      bodies.push(`${request.method} ${request.url} ${JSON.stringify(request.headers)} ${body}`);
      if (request.method === "POST" && request.url === "/api/event") events.push(JSON.parse(body));
      // As Plausible answers: accepted, readable from any origin.
      response.writeHead(202, { "Access-Control-Allow-Origin": "*" }).end("ok");
    });
  });
  const origin = await listen(server);
  return { origin, events, bodies, close: () => close(server) };
}
