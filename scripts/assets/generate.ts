/**
 * Everything the build draws from the content: icons and manifest, share images, the brochure,
 * sample certificate PDFs and certificate previews. Written into the built site's folder; a file
 * the owner has put in public/ (a real certificate PDF) is never overwritten.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { content } from "../../app/content/content.server.ts";
import { paths } from "../../app/lib/paths.ts";
import { certificatePreview } from "./art/certificate-preview.ts";
import { renderBrochure } from "./brochure.ts";
import { renderSampleCertificate } from "./certificates.ts";
import { renderIcons } from "./icons.ts";
import { publicDir } from "./raster.ts";
import { renderSocialImages } from "./social-images.ts";

function write(outDir: string, urlPath: string, data: Buffer | string): void {
  const file = join(outDir, urlPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/** The certificate previews as SVG files, keyed by their content file name. */
export function certificatePreviews(): Map<string, string> {
  return new Map(
    content.certifications
      .filter((certificate) => certificate.preview.src.endsWith(".svg"))
      .map((certificate) => [certificate.preview.src, certificatePreview(certificate, content.company)]),
  );
}

export async function generateAssets(outDir: string): Promise<string[]> {
  const written: string[] = [];
  const put = (urlPath: string, data: Buffer | string) => {
    write(outDir, urlPath, data);
    written.push(urlPath);
  };
  const step = async (name: string, run: () => Promise<void>) => {
    const started = performance.now();
    await run();
    if (process.env.ASSETS_TIMING) console.log(`  ${name}: ${Math.round(performance.now() - started)} ms`);
  };
  await step("icons", async () => {
    for (const [urlPath, data] of await renderIcons(content.company)) put(urlPath, data);
    for (const [file, svg] of certificatePreviews()) put(`/art/${file}`, svg);
  });
  await step("certificates", async () => {
    for (const certificate of content.certifications) {
      const urlPath = paths.certificate(certificate.file);
      // The real certificate, when the owner has added it, is copied by Vite from public/.
      if (existsSync(join(publicDir, urlPath))) continue;
      put(urlPath, await renderSampleCertificate(certificate, content.company));
    }
  });
  await step("social images", async () => {
    for (const [key, png] of await renderSocialImages(content)) put(paths.socialImage(key), png);
  });
  await step("brochure", async () => put(paths.brochure, await renderBrochure(content)));
  return written;
}
