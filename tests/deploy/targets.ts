/**
 * The servers the deployment tests run the same checks against: ours (`npm run serve`), Debian's
 * nginx with deploy/nginx/site.conf, without and with Debian's brotli static module, and
 * Cloudflare Pages' runtime (`wrangler pages dev`). They
 * serve a copy of the build with planted dotfiles (prepare-site.ts), so "dotfiles are not served"
 * is tested against files that exist.
 */
import { join, resolve } from "node:path";

export const repository = resolve(import.meta.dirname, "..", "..");

export const targetNames = ["our-server", "nginx", "nginx-brotli-static", "cloudflare-pages"] as const;
export type TargetName = (typeof targetNames)[number];

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
  // The editor's own site (editor-site.spec.ts): nginx serves it from the same process as the
  // site, its port-80 block on nginxRedirect; our server's editor listens on a port it is given.
  editorNginx: base + 8,
  editorCloudflarePages: base + 9,
} as const;

export const buildDirectory = resolve(repository, process.env.BUILD_DIR ?? "build");
/** The build the deployment tests serve: `<build>/client` copied, with the planted files. */
export const siteBuildDirectory = join(buildDirectory, "deploy-test");
export const siteRoot = join(siteBuildDirectory, "client");
/** The editor's site as the deployment tests serve it: `<build>/editor` copied, with the planted files. */
export const editorSiteRoot = join(siteBuildDirectory, "editor");

/** Files planted in the served copy: a host must not hand them out. */
export const plantedFiles = { ".env": "DEPLOY_TEST_SECRET=planted\n", ".git/config": "[core]\n\tplanted = true\n" };

/**
 * A drawing with a script in it, planted in the served copy of the public site where the gallery's
 * pictures are: opened on its own it must run nothing (deployment-targets.spec.ts). Were it to run,
 * it would mark itself and send the window to `ranMarker`, which the test watches for.
 */
export const plantedScriptSvg = {
  path: "/art/planted-script.svg",
  ranMarker: "svg-script-ran",
  text: [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">',
    '<rect width="120" height="60" fill="#fd0"/>',
    '<script>document.documentElement.setAttribute("data-ran", "yes"); location.replace("/?svg-script-ran");</script>',
    "</svg>",
    "",
  ].join("\n"),
};

export const origins: Record<TargetName, string> = {
  "our-server": `http://127.0.0.1:${ports.ourServer}`,
  nginx: `http://127.0.0.1:${ports.nginx}`,
  "nginx-brotli-static": `http://127.0.0.1:${ports.nginxBrotliStatic}`,
  "cloudflare-pages": `http://127.0.0.1:${ports.cloudflarePages}`,
};

/** Where each host serves the editor's site; our server's is started by editor-site.spec.ts itself. */
export const editorOrigins: Partial<Record<TargetName, string>> = {
  nginx: `http://127.0.0.1:${ports.editorNginx}`,
  "cloudflare-pages": `http://127.0.0.1:${ports.editorCloudflarePages}`,
};
