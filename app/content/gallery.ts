/**
 * The pictures on /gallery, in order. Each says whether it is a photograph of our work
 * (`kind: "photo"`) or a drawing (`kind: "drawing"`): drawings are labelled as such on the page,
 * and the page calls itself a photo gallery only once it shows a photograph. A drawing's caption
 * says how we work, never a particular job, which a drawing cannot show.
 *
 * The words (each picture's caption and alt text, the page's two sets of title and introduction,
 * the viewer's buttons) are in app/content/words/<language>/gallery.json, each picture's under its
 * `id`. To add a photo, put the file in app/assets/images, add an entry here with a new `id` and
 * `kind: "photo"`, add its caption and a short description of what it shows (where and what, if
 * the customer agrees) under the same `id` in every language's gallery.json, and rebuild.
 */
import type { GalleryItem, PageCopy } from "./schema";

export const gallery: Array<{ id: string } & Pick<GalleryItem, "kind"> & { image: Pick<GalleryItem["image"], "src"> }> =
  [
    { id: "packing-a-sofa", kind: "drawing", image: { src: "gallery-1.svg" } },
    { id: "crockery", kind: "drawing", image: { src: "gallery-2.svg" } },
    { id: "loading-a-tempo", kind: "drawing", image: { src: "gallery-3.svg" } },
    { id: "car-carrier", kind: "drawing", image: { src: "gallery-4.svg" } },
    { id: "two-wheeler", kind: "drawing", image: { src: "gallery-5.svg" } },
    { id: "godown", kind: "drawing", image: { src: "gallery-6.svg" } },
    { id: "office-move", kind: "drawing", image: { src: "gallery-7.svg" } },
    { id: "project-cargo", kind: "drawing", image: { src: "gallery-8.svg" } },
    { id: "delivery-day", kind: "drawing", image: { src: "gallery-9.svg" } },
  ];

/** The gallery page's title, heading and introduction, in both sets (gallery.json's `galleryPageCopy`). */
export type GalleryPageCopy = Record<
  "withPhotos" | "drawingsOnly",
  Pick<PageCopy, "title" | "description" | "heading" | "intro">
>;

/**
 * Gives the gallery page the first set of words while it shows any photograph, the second while
 * it shows only drawings ("Photo" only once there is a photo). Applied to each language's content
 * after its words are laid over the facts.
 */
export function withGalleryPageCopy<
  Content extends {
    gallery: ReadonlyArray<{ kind: GalleryItem["kind"] }>;
    galleryPageCopy: GalleryPageCopy;
    pages: { gallery: object };
  },
>(content: Content): Content {
  const hasPhoto = content.gallery.some((item) => item.kind === "photo");
  const words = content.galleryPageCopy[hasPhoto ? "withPhotos" : "drawingsOnly"];
  return { ...content, pages: { ...content.pages, gallery: { ...content.pages.gallery, ...words } } };
}
