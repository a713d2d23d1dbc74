import { services } from "../../app/content/services";
import { paths } from "../../app/lib/paths";

/** Every pre-rendered route of the site. */
export const allRoutes = [
  paths.home,
  paths.about,
  paths.services,
  ...services.map((service) => paths.service(service.slug)),
  paths.contact,
  paths.certification,
  paths.gallery,
  paths.thankYou,
  paths.search,
];
