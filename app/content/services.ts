/**
 * The eight services, in the order the site lists them: the facts only. `slug` is the page
 * address (/services/{slug}) and keys the service's words; `image.src` is its picture, in
 * app/assets/images (or public/art for SVGs).
 *
 * The words (title, the contact form's label `enquiryLabel`, descriptions, "why choose us", the
 * picture's alt text, and the quote band near the end of every service page) are in
 * app/content/words/<language>/services.json, under `services.<slug>` and `serviceCallToAction`.
 */
import type { Service } from "./schema";

export const services: Array<{ slug: Service["slug"]; image: Pick<Service["image"], "src"> }> = [
  { slug: "warehousing", image: { src: "service-warehousing.svg" } },
  { slug: "door-to-door", image: { src: "service-door-to-door.svg" } },
  { slug: "loading", image: { src: "service-loading.svg" } },
  { slug: "relocation", image: { src: "service-relocation.svg" } },
  { slug: "local-shifting", image: { src: "service-local-shifting.svg" } },
  { slug: "transportation", image: { src: "service-transportation.svg" } },
  { slug: "project-cargo", image: { src: "service-project-cargo.svg" } },
  { slug: "packaging", image: { src: "service-packaging.svg" } },
];
