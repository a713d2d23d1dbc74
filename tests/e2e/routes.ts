import { services } from "../../app/content/services";
import { pagePaths } from "../../app/lib/paths";

/** Every pre-rendered route of the site. */
export const allRoutes = pagePaths(services.map((service) => service.slug));
