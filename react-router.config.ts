import type { Config } from "@react-router/dev/config";
// Validated here, before anything is built, so a mistake in the content stops the build with the
// schema's message naming the field (a loader failing later would only report "status 500").
import { content } from "./app/content/content.server";
import { localizedPath, translatedLanguages } from "./app/lib/page-language";
import { allPagePaths } from "./app/lib/page-registry";

export default {
  ssr: false,
  // BUILD_DIR lets several builds and their test servers run side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every route is pre-rendered to real HTML; unknown paths get the SPA fallback, copied to 404.html.
  async prerender({ getStaticPaths }) {
    // With the trailing slash, as the pages are linked and served (docs/decisions/003-trailing-slash.md).
    // (The sitemap, robots.txt and search indexes are written by scripts/assets/crawler-files.ts.)
    const staticPaths = getStaticPaths().map((path) => (path.endsWith("/") ? path : `${path}/`));
    // Every page in every language. (Each translation's not-found page is an SPA fallback of its
    // own, which scripts/postbuild.ts renders.)
    const translations = translatedLanguages.flatMap((language) =>
      allPagePaths(content).map((path) => localizedPath(language, path)),
    );
    return [...new Set([...allPagePaths(content), ...staticPaths, ...translations])];
  },
} satisfies Config;
