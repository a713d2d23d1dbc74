import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { paths } from "./lib/paths";

/** Route patterns come from `paths`, so a URL is spelled in one place only. */
const pattern = (path: string) => path.replace(/^\/|\/$/g, "");

export default [
  index("routes/home.tsx"),
  route(pattern(paths.about), "routes/about.tsx"),
  route(pattern(paths.services), "routes/services.tsx"),
  route(pattern(paths.service(":slug")), "routes/service-detail.tsx"),
  route(pattern(paths.contact), "routes/contact.tsx"),
  route(pattern(paths.certification), "routes/certification.tsx"),
  route(pattern(paths.gallery), "routes/gallery.tsx"),
  route(pattern(paths.thankYou), "routes/thank-you.tsx"),
  route(pattern(paths.search), "routes/search.tsx"),
  route(pattern(paths.searchIndex), "routes/search-index.ts"),
  route(pattern(paths.sitemap), "routes/sitemap.ts"),
  route(pattern(paths.robots), "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
