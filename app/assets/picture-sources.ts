/**
 * Where a content picture is served from. Photographs (JPEG, PNG, WebP or AVIF) dropped into
 * app/assets/images are turned into AVIF and WebP at several widths while the site is built
 * (vite-imagetools, which uses sharp); any other name is an SVG drawing served as a file from
 * public/art.
 */
// Only the photographs the content names, not every file in the folder: an upload the owner has
// replaced is neither made into sizes nor published (scripts/assets/used-photographs.ts). Imported
// up front, so the pre-rendered HTML already carries every srcset; each entry is only URLs and sizes.
import rasterByName from "virtual:used-photographs";

/** What vite-imagetools' `as=picture` output gives for one photograph. */
export type RasterPicture = {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};

export type PictureSources =
  | { kind: "vector"; src: string }
  | { kind: "raster"; src: string; width: number; height: number; sources: Array<{ type: string; srcSet: string }> };

/** The URLs of the picture named `src` in the content. */
export function pictureSources(src: string, raster: ReadonlyMap<string, RasterPicture> = rasterByName): PictureSources {
  const photograph = raster.get(src);
  if (photograph) {
    return {
      kind: "raster",
      src: photograph.img.src,
      width: photograph.img.w,
      height: photograph.img.h,
      // AVIF first: the browser takes the first type it supports.
      sources: Object.entries(photograph.sources)
        .sort(([a], [b]) => (a === "avif" ? -1 : b === "avif" ? 1 : 0))
        .map(([format, srcSet]) => ({ type: `image/${format}`, srcSet })),
    };
  }
  if (!src.endsWith(".svg")) {
    throw new Error(`Picture "${src}" is not in app/assets/images (photographs) or public/art (SVG drawings).`);
  }
  return { kind: "vector", src: `/art/${src}` };
}

/** The largest version of a picture, for an "open larger" link. */
export function largestPictureUrl(src: string, raster?: ReadonlyMap<string, RasterPicture>): string {
  const picture = pictureSources(src, raster);
  if (picture.kind === "vector") return picture.src;
  const candidates = (picture.sources.find((source) => source.type === "image/webp") ?? picture.sources[0])?.srcSet;
  const last = candidates?.split(",").pop()?.trim().split(" ")[0];
  return last ?? picture.src;
}
