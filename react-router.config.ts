import type { Config } from "@react-router/dev/config";
import { services } from "./app/content/services";
import { paths } from "./app/lib/paths";

export default {
  ssr: false,
  // BUILD_DIR lets several builds and their test servers run side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every route is pre-rendered to real HTML; unknown paths get the SPA fallback, copied to 404.html.
  async prerender({ getStaticPaths }) {
    // With the trailing slash, as the pages are linked and served (docs/decisions/003-trailing-slash.md).
    // Files (sitemap.xml, robots.txt, search-index.json) keep their name as it is.
    const staticPaths = getStaticPaths().map((path) => (path.endsWith("/") || /\.\w+$/.test(path) ? path : `${path}/`));
    return [...staticPaths, ...services.map((service) => paths.service(service.slug))];
  },
} satisfies Config;
