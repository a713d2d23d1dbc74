/**
 * The servers the deployment tests run the same checks against: ours (`npm run serve`), Debian's
 * nginx with deploy/nginx/site.conf, without and with Debian's brotli static module, and
 * Cloudflare Pages' runtime (`wrangler pages dev`). They
 * serve a copy of the build with planted dotfiles (prepare-site.ts), so "dotfiles are not served"
 * is tested against files that exist.
 */
import { join, resolve } from "node:path";

export const repository = resolve(import.meta.dirname, "..", "..");

export type TargetName = "our-server" | "nginx" | "nginx-brotli-static" | "cloudflare-pages";

const base = Number(process.env.DEPLOY_TEST_PORT ?? 4401);
export const ports = {
  ourServer: base,
  nginx: base + 1,
  nginxRedirect: base + 2,
  cloudflarePages: base + 3,
  // base + 4: wrangler's devtools port.
  robustness: base + 5,
  nginxBrotliStatic: base + 6,
  nginxBrotliStaticRedirect: base + 7,
} as const;

export const buildDirectory = resolve(repository, process.env.BUILD_DIR ?? "build");
/** The build the deployment tests serve: `<build>/client` copied, with the planted files. */
export const siteBuildDirectory = join(buildDirectory, "deploy-test");
export const siteRoot = join(siteBuildDirectory, "client");

/** Files planted in the served copy: a host must not hand them out. */
export const plantedFiles = { ".env": "DEPLOY_TEST_SECRET=planted\n", ".git/config": "[core]\n\tplanted = true\n" };

export const origins: Record<TargetName, string> = {
  "our-server": `http://127.0.0.1:${ports.ourServer}`,
  nginx: `http://127.0.0.1:${ports.nginx}`,
  "nginx-brotli-static": `http://127.0.0.1:${ports.nginxBrotliStatic}`,
  "cloudflare-pages": `http://127.0.0.1:${ports.cloudflarePages}`,
};
