/**
 * Lets `npm run dev` serve what the build generates (icons, manifest, share images, brochure,
 * sample certificates, sitemap, robots.txt, search indexes): on the first request for one of them,
 * everything is generated (or taken from the build's cache) into node_modules/.cache/site-assets/dev
 * and served from there, until the dev server restarts.
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { Plugin, ViteDevServer } from "vite";

const types: Record<string, string> = {
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
};

export function generatedAssetsInDev(): Plugin {
  let generated: Promise<Set<string>> | undefined;
  const cacheDir = join(import.meta.dirname, "..", "..", "node_modules", ".cache", "site-assets", "dev");
  const generate = async (server: ViteDevServer) => {
    const module = (await server.ssrLoadModule("/scripts/assets/generate.ts")) as typeof import("./generate.ts");
    return new Set((await module.generateAssets(cacheDir)).files);
  };
  return {
    name: "generated-assets-in-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split("?")[0] ?? "";
        const ownedByBuild =
          /^\/(social\/|downloads\/|certificates\/|favicon\.ico|favicon-|icon-|apple-touch-icon|site\.webmanifest|sitemap\.xml$|robots\.txt$|([a-z]{2}\/)?search-index\.json$)/.test(
            path,
          );
        if (!ownedByBuild || existsSync(join(server.config.publicDir, path))) return next();
        generated ??= generate(server);
        generated.then(
          (files) => {
            if (!files.has(path)) return next();
            response.setHeader("Content-Type", types[extname(path)] ?? "application/octet-stream");
            response.end(readFileSync(join(cacheDir, path)));
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
