import { content } from "../../app/content/content.server";
import { allPagePaths } from "../../app/lib/page-registry";

/** Every pre-rendered route of the site, from the page registry: a new page joins every sweep. */
export const allRoutes = allPagePaths(content);
