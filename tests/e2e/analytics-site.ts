import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { formActionOrigin } from "../../app/lib/security-headers";
import { close, listen, writeCountingCopy } from "../../scripts/counting-site";
import { createSiteServer } from "../../scripts/static-server";

/**
 * The built site as a build with visitor counting on would be (scripts/counting-site.ts), here
 * sending to the recorder, served by the production server.
 */
export async function startCountingSite(serviceAddress: string): Promise<{ origin: string; close(): Promise<void> }> {
  const built = resolve(process.env.BUILD_DIR ?? "build", "client");
  const root = resolve("test-results", `counting-site-${process.pid}`, "client");
  writeCountingCopy(built, root, serviceAddress);
  const server = createSiteServer(root, formActionOrigin(process.env.ENQUIRY_ENDPOINT_BASE));
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
