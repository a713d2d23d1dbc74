import type { Picture } from "../content/schema";

/**
 * The address of a content picture's file, as `ContentImage` (app/components/ui/content-image.tsx)
 * loads it: the gallery links each thumbnail to it, so without JavaScript a tap opens the picture.
 * Keep the two in step if pictures move.
 */
export function pictureUrl(image: Picture): string {
  return `/art/${image.src}`;
}
