import { describe, expect, it } from "vitest";
import { pictureFileName, withPictureFileNames } from "./picture-files";

describe("a picture's file name", () => {
  it("is what the editor uploaded, without the folder it writes before it", () => {
    expect(pictureFileName("/app/assets/images/family-move-kondapur.jpg")).toBe("family-move-kondapur.jpg");
    expect(pictureFileName("app/assets/images/truck.webp")).toBe("truck.webp");
  });

  it("leaves a file name, a drawing and any other folder as they are, for the schema to judge", () => {
    expect(pictureFileName("gallery-1.svg")).toBe("gallery-1.svg");
    expect(pictureFileName("/public/art/gallery-1.svg")).toBe("/public/art/gallery-1.svg");
  });

  it("is given to every item of a list of facts, and nothing else changes", () => {
    const items = [
      { id: "a", kind: "photo", image: { src: "/app/assets/images/a.jpg" } },
      { id: "b", kind: "drawing", image: { src: "b.svg" } },
    ];
    expect(withPictureFileNames(items, "image")).toEqual([
      { id: "a", kind: "photo", image: { src: "a.jpg" } },
      { id: "b", kind: "drawing", image: { src: "b.svg" } },
    ]);
  });
});
