/**
 * A gallery picture's shape (gallery.ts and gallery.json), and the picture viewer's words.
 */
import { z } from "zod";
import { nonEmpty, sentenceWith } from "./text-rules";
import { entryId, picture } from "./validators";

export const galleryItemSchema = z
  .object({
    id: entryId,
    /** A photograph of our work, or a drawing (shown labelled as one). */
    kind: z.enum(["photo", "drawing"]).meta({ title: "Photograph or drawing" }),
    image: picture.meta({ title: "Picture" }),
    caption: nonEmpty.meta({ title: "Caption" }),
  })
  .refine((item) => item.kind === "drawing" || !item.image.src.endsWith(".svg"), {
    message: 'must be "drawing" for an SVG: a photograph is a JPEG, PNG, WebP or AVIF file',
    path: ["kind"],
  });

/** The gallery's link hint and its picture viewer's words (gallery.ts). */
export const galleryWordsSchema = z.object({
  viewLarger: nonEmpty,
  /** The label on a drawing's caption, so no drawing passes for a photograph. */
  drawing: nonEmpty,
  position: sentenceWith("position", "count"),
  previous: nonEmpty,
  close: nonEmpty,
  next: nonEmpty,
});
