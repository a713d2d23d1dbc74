/**
 * /certification's View link, in the browser a visitor has: the headless shell the other tests run
 * in (decision 025) has no PDF viewer and saves a PDF instead of showing it, so this file runs in
 * Debian's full Chromium. The rest of the page is tested in certification.spec.ts.
 */
import { content } from "../../app/content/content.server";
import { filePaths } from "../../app/lib/file-paths.ts";
import { pagePath } from "../../app/lib/paths";
import { fullChromium } from "./browsers";
import { expect, test, waitForHydration } from "./fixtures";

test.use({ launchOptions: fullChromium });

test("/certification: View opens the PDF in a new tab", async ({ page }) => {
  const certificate = content.certifications[0];
  if (!certificate) throw new Error("no certificates in the content");
  await page.goto(pagePath("certification"));
  await waitForHydration(page);
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .getByRole("main")
      .getByRole("article")
      .filter({ hasText: certificate.title })
      .getByRole("link", { name: content.certificationWords.viewLabel.split("{")[0] })
      .click(),
  ]);
  await expect.poll(() => popup.url()).toContain(filePaths.certificate(certificate.file));
  await popup.close();
});
