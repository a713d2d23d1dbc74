import { pictureSources } from "../../assets/picture-sources";
import type { Picture } from "../../content/schema";

/**
 * A picture from the content. `alt` comes with it and is required by the schema; pass
 * `decorative` where the picture only repeats nearby text. `priority` is for the one picture that
 * is the page's largest first paint (the first hero slide); every other picture loads lazily.
 * Photographs get AVIF and WebP sources at several widths (`sizes` tells the browser which to
 * pick); SVG drawings are one file at any size. `width` and `height` reserve the picture's box.
 */
export function ContentImage({
  image,
  width,
  height,
  sizes = "100vw",
  priority = false,
  decorative = false,
  className = "",
}: {
  image: Picture;
  width: number;
  height: number;
  sizes?: string;
  priority?: boolean;
  decorative?: boolean;
  className?: string;
}) {
  const picture = pictureSources(image.src);
  const img = (
    <img
      src={picture.src}
      alt={decorative ? "" : image.alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "auto" : "async"}
      className={className}
    />
  );
  if (picture.kind === "vector") return img;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
