import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ContentImage } from "./content-image";

vi.mock("../../assets/picture-sources", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../assets/picture-sources")>();
  const photograph = {
    sources: {
      webp: "/assets/van-480.webp 480w, /assets/van-800.webp 800w",
      avif: "/assets/van-480.avif 480w, /assets/van-800.avif 800w",
    },
    img: { src: "/assets/van-800.webp", w: 800, h: 533 },
  };
  return {
    ...original,
    pictureSources: (src: string) => original.pictureSources(src, new Map([["van.jpg", photograph]])),
  };
});

describe("ContentImage", () => {
  it("serves an SVG drawing as one file from /art, lazily, with its alt text and box size", () => {
    render(<ContentImage image={{ src: "hero-2.svg", alt: "A car carrier" }} width={1200} height={800} />);
    const image = screen.getByRole("img", { name: "A car carrier" });
    expect(image).toHaveAttribute("src", "/art/hero-2.svg");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "800");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).not.toHaveAttribute("srcset");
    expect(image.closest("picture")).toBeNull();
  });

  it("loads the priority picture eagerly with high fetch priority", () => {
    render(<ContentImage image={{ src: "hero-1.svg", alt: "Movers" }} width={1200} height={800} priority />);
    const image = screen.getByRole("img", { name: "Movers" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  it("gives a decorative picture an empty alt", () => {
    const { container } = render(
      <ContentImage image={{ src: "hero-1.svg", alt: "Movers" }} width={10} height={10} decorative />,
    );
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("offers a photograph as AVIF, then WebP, at several widths with the given sizes", () => {
    const { container } = render(
      <ContentImage
        image={{ src: "van.jpg", alt: "A loaded van" }}
        width={800}
        height={533}
        sizes="(min-width: 768px) 50vw, 100vw"
      />,
    );
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", "/assets/van-480.avif 480w, /assets/van-800.avif 800w");
    expect(sources[0]).toHaveAttribute("sizes", "(min-width: 768px) 50vw, 100vw");
    expect(screen.getByRole("img", { name: "A loaded van" })).toHaveAttribute("src", "/assets/van-800.webp");
  });
});
