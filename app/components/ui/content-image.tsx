import type { Picture } from "../../content/schema";

/**
 * A picture from the content. `alt` comes with it and is required by the schema; pass
 * `decorative` where the picture only repeats nearby text. `priority` is for the one picture that
 * is the page's largest first paint (the first hero slide); every other picture loads lazily.
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
  return (
    <img
      src={`/art/${image.src}`}
      alt={decorative ? "" : image.alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={className}
    />
  );
}
