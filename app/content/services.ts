/**
 * The eight services, in the order the site lists them: the facts only, in
 * app/content/facts/services.json (Facts › Services' pictures, in the editor). `slug` is the page
 * address (/services/{slug}) and keys the service's words; `image.src` is its picture: a
 * photograph uploaded in the editor lands in app/assets/images, where the build makes its AVIF and
 * WebP sizes; the drawings it ships are SVGs in public/art.
 *
 * The words (title, the contact form's label `enquiryLabel`, descriptions, "why choose us", the
 * picture's alt text, and the quote band near the end of every service page) are in
 * app/content/words/<language>/services.json, under `services.<slug>` and `serviceCallToAction`.
 */
import serviceFacts from "./facts/services.json" with { type: "json" };
import { withPictureFileNames } from "./picture-files";
import type { Service } from "./schema";

/** app/content/facts/services.json (Facts › Services' pictures, in the editor). */
export const services = withPictureFileNames(
  serviceFacts.services as Array<{ slug: Service["slug"]; image: Pick<Service["image"], "src"> }>,
  "image",
);
