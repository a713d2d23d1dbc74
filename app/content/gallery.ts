/**
 * The pictures on /gallery, in order. Each says whether it is a photograph of our work
 * (`kind: "photo"`) or a drawing (`kind: "drawing"`): drawings are labelled as such on the page,
 * and the page calls itself a photo gallery only once it shows a photograph. A drawing's caption
 * says how we work, never a particular job, which a drawing cannot show.
 *
 * The words (each picture's caption and alt text, the page's two sets of title and introduction,
 * the viewer's buttons) are in app/content/words/<language>/gallery.json, each picture's under its
 * `id`. To add a photo: in the editor, Facts › The gallery's pictures, add a picture (its file is
 * uploaded to app/assets/images), give it a new `id` and the kind "photo"; then add its caption and a short description of what it shows (where and what, if
 * the customer agrees) under the same `id` in every language's gallery.json, and rebuild.
 */
import galleryFacts from "./facts/gallery.json" with { type: "json" };
import type { GalleryItem, PageWords } from "./schema";

/** The gallery's pictures, in order: app/content/facts/gallery.json (Facts › The gallery's pictures, in the editor). */
export const gallery = galleryFacts.gallery as Array<
  { id: string } & Pick<GalleryItem, "kind"> & { image: Pick<GalleryItem["image"], "src"> }
>;

/** The gallery page's title, heading and introduction, in both sets (gallery.json's `galleryPageWords`). */
export type GalleryPageWords = Record<
  "withPhotos" | "drawingsOnly",
  Pick<PageWords, "title" | "description" | "heading" | "intro">
>;

/**
 * Gives the gallery page the first set of words while it shows any photograph, the second while
 * it shows only drawings ("Photo" only once there is a photo). Applied to each language's content
 * after its words are laid over the facts.
 */
export function withGalleryPageWords<
  Content extends {
    gallery: ReadonlyArray<{ kind: GalleryItem["kind"] }>;
    galleryPageWords: GalleryPageWords;
    pages: { gallery: object };
  },
>(content: Content): Content {
  const hasPhoto = content.gallery.some((item) => item.kind === "photo");
  const words = content.galleryPageWords[hasPhoto ? "withPhotos" : "drawingsOnly"];
  return { ...content, pages: { ...content.pages, gallery: { ...content.pages.gallery, ...words } } };
}
