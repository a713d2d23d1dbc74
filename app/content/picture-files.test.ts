import { describe, expect, it } from "vitest";
import { certificationSchema } from "./certifications-schema";
import { certificateFileName, pictureFileName, withPictureFileNames } from "./picture-files";
import { picture } from "./validators";

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

describe("a file named as a phone or a scanner names it (issue 51)", () => {
  // What the editor saves them as (Sveltia's names with the configuration's ASCII slugs, measured).
  it("is taken under the name the editor gives it", () => {
    expect(picture.shape.src.safeParse("img_20261120_123456-1.jpg").success).toBe(true);
    expect(picture.shape.src.safeParse("IMG_20261120_123456 (1).JPG").success).toBe(false);
    expect(certificationSchema.shape.file.safeParse("scan_uam-2017.pdf").success).toBe(true);
    expect(certificationSchema.shape.file.safeParse("Scan_UAM 2017.pdf").success).toBe(false);
  });

  it("keeps a certificate's PDF by its name, without the slash or folder the editor may write before it", () => {
    expect(certificateFileName("/scan_uam_2017.pdf")).toBe("scan_uam_2017.pdf");
    expect(certificateFileName("public/certificates/gst.pdf")).toBe("gst.pdf");
    expect(certificateFileName("gst-registration.pdf")).toBe("gst-registration.pdf");
  });
});
