import type { MetaDescriptor } from "react-router";
import { errorFallback } from "../content/error-fallback";

/**
 * What a not-found or error view says about itself when even the site's content is missing. On
 * its own, apart from app/lib/seo.ts, so the root route can use it without the meta helpers.
 */
export const bareNotFoundMeta: MetaDescriptor[] = [
  { title: errorFallback.notFoundTitle },
  { name: "robots", content: "noindex, follow" },
];
