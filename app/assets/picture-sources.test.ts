import { describe, expect, it } from "vitest";
import { largestPictureUrl, pictureSources, type RasterPicture } from "./picture-sources";

const photographs = new Map<string, RasterPicture>([
  [
    "godown.jpg",
    {
      sources: {
        avif: "/a/godown-480.avif 480w, /a/godown-1600.avif 1600w",
        webp: "/a/godown-480.webp 480w, /a/godown-1600.webp 1600w",
      },
      img: { src: "/a/godown-1600.webp", w: 1600, h: 1067 },
    },
  ],
]);

describe("pictureSources", () => {
  it("serves an SVG name from public/art", () => {
    expect(pictureSources("gallery-3.svg", photographs)).toEqual({ kind: "vector", src: "/art/gallery-3.svg" });
  });

  it("gives a photograph its AVIF and WebP srcsets and intrinsic size", () => {
    expect(pictureSources("godown.jpg", photographs)).toEqual({
      kind: "raster",
      src: "/a/godown-1600.webp",
      width: 1600,
      height: 1067,
      sources: [
        { type: "image/avif", srcSet: "/a/godown-480.avif 480w, /a/godown-1600.avif 1600w" },
        { type: "image/webp", srcSet: "/a/godown-480.webp 480w, /a/godown-1600.webp 1600w" },
      ],
    });
  });

  it("names the folder when a photograph is missing", () => {
    expect(() => pictureSources("missing.jpg", photographs)).toThrow(/app\/assets\/images/);
  });

  it("links the largest version for an 'open larger' link", () => {
    expect(largestPictureUrl("godown.jpg", photographs)).toBe("/a/godown-1600.webp");
    expect(largestPictureUrl("gallery-3.svg", photographs)).toBe("/art/gallery-3.svg");
  });
});
