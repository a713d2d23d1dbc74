import { content } from "../content/content.server";
import { robotsTxt } from "../lib/sitemap";

/** Pre-rendered to robots.txt at build time. */
export async function loader() {
  return new Response(robotsTxt(content.company.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
