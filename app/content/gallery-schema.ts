/**
 * A gallery picture's shape (gallery.ts and gallery.json), and the picture viewer's words.
 */
import { z } from "zod";
import { nonEmpty, sentenceWith } from "./text-rules";
import { entryId, picture } from "./validators";
import englishGallery from "./words/en/gallery.json" with { type: "json" };
import { wordsShape } from "./words-shape";

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

/** The gallery's link hint and its picture viewer's words: gallery.json's `galleryWords`, with the slots a sentence keeps. */
export const galleryWordsSchema = wordsShape(
  englishGallery.galleryWords,
  { position: sentenceWith("position", "count") },
  "galleryWords",
);
