import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { analyticsSchema, analyticsSettingsOf } from "../../app/content/analytics-schema";
import { formActionOrigin } from "../../app/lib/security-headers";
import { analyticsOrigin, withAnalyticsSettings } from "../../scripts/page-analytics";
import { withPageCsp } from "../../scripts/page-csp";
import { createSiteServer } from "../../scripts/static-server";

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

const listen = (server: Server) =>
  new Promise<string>((done) =>
    server.listen(0, "127.0.0.1", () => done(`http://localhost:${(server.address() as AddressInfo).port}`)),
  );
const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

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

/**
 * The built site as a build with visitor counting on would be: a copy of the tested build, each
 * page given the settings and policy that scripts/postbuild.ts writes when the owner's facts name
 * a service (here the recorder). The JavaScript is the tested build's own: turning counting on
 * changes no script. Served by the production server.
 */
export async function startCountingSite(serviceAddress: string): Promise<{ origin: string; close(): Promise<void> }> {
  const built = resolve(process.env.BUILD_DIR ?? "build", "client");
  const root = resolve("test-results", `counting-site-${process.pid}`, "client");
  rmSync(root, { recursive: true, force: true });
  cpSync(built, root, { recursive: true });
  const settings = analyticsSettingsOf(analyticsSchema.parse({ siteName: "www.godavaripackers.in", serviceAddress }));
  const formOrigin = formActionOrigin(process.env.ENQUIRY_ENDPOINT_BASE);
  for (const page of readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  )) {
    const file = join(root, page);
    const html = withAnalyticsSettings(readFileSync(file, "utf8"), settings);
    writeFileSync(file, withPageCsp(html, formOrigin, analyticsOrigin(settings)));
  }
  const server = createSiteServer(root, formOrigin);
  const origin = await listen(server);
  return {
    origin,
    close: async () => {
      server.closeAllConnections();
      await close(server);
      rmSync(resolve(root, ".."), { recursive: true, force: true });
    },
  };
}
