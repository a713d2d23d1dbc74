import { formatIssueDate } from "../../app/components/certification/issue-date";
import { content } from "../../app/content/content.server";
import { filePaths } from "../../app/lib/file-paths.ts";
import { pagePath } from "../../app/lib/paths";
import { expect, test, waitForHydration } from "./fixtures";

const { company } = content;

const { certifications, certificationWords } = content;
/** The start of a link's name in the owner's words, up to the certificate's title or number. */
const startOf = (label: string) => escapeRegExp(label.split("{")[0] ?? "");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("/certification", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(pagePath("certification"));
    await waitForHydration(page);
  });

  test("shows every certificate: GST, Udyam with the Udyog Aadhaar it replaced, and a registration among them", async ({
    page,
  }) => {
    const cards = page.getByRole("main").getByRole("article");
    // The owner's list (Facts › Certificates), in its order.
    await expect(cards).toHaveCount(certifications.length);
    await expect(cards.getByRole("heading")).toHaveText(certifications.map((certificate) => certificate.title));
    expect(certifications.map((certificate) => certificate.kind)).toEqual(
      expect.arrayContaining(["gst", "registration", "uam", "udyam"]),
    );
    // The numbers are the ones in the header, from one source.
    const cardOf = (kind: string) =>
      page.getByRole("article", { name: certifications.find((certificate) => certificate.kind === kind)?.title });
    await expect(cardOf("gst")).toContainText(company.gstin);
    await expect(cardOf("udyam")).toContainText(company.udyamNumber);
  });

  test("each certificate has its preview, details, View, Download and verify", async ({ page }) => {
    for (const certificate of certifications) {
      const card = page.getByRole("article", { name: certificate.title });
      // A sample shows its drawing, said to be a sample; a real certificate its own picture, or
      // none while its picture is still the drawing (decision 030): whichever the owner has uploaded.
      if (certificate.sample || !certificate.preview.src.endsWith(".svg"))
        await expect(card.getByRole("img", { name: certificate.preview.alt })).toBeVisible();
      else await expect(card.getByRole("img")).toHaveCount(0);
      await expect(card).toContainText(certificate.issuer);
      await expect(card).toContainText(certificate.number);
      await expect(card.locator("time")).toHaveText(formatIssueDate(certificate.issuedOn));
      await expect(card.locator("time")).toHaveAttribute("datetime", certificate.issuedOn);
      if (certificate.note) await expect(card).toContainText(certificate.note);

      const pdf = filePaths.certificate(certificate.file);
      const view = card.getByRole("link", {
        name: new RegExp(`^${startOf(certificationWords.viewLabel)}${escapeRegExp(certificate.title)}`),
      });
      await expect(view).toHaveAttribute("href", pdf);
      await expect(view).toHaveAttribute("target", "_blank");
      await expect(view).toHaveAttribute("rel", "noopener noreferrer");
      const download = card.getByRole("link", {
        name: new RegExp(`^${startOf(certificationWords.downloadLabel)}${escapeRegExp(certificate.title)}`),
      });
      await expect(download).toHaveAttribute("href", pdf);
      await expect(download).toHaveAttribute("download", certificate.file);

      const verify = card.getByRole("link", { name: new RegExp(`^${startOf(certificationWords.verify)}`) });
      if (certificate.verifyUrl) {
        await expect(verify).toHaveAttribute("href", certificate.verifyUrl);
        await expect(verify).toHaveAttribute("target", "_blank");
        await expect(verify).toHaveAttribute("rel", "noopener noreferrer");
        await expect(verify).toContainText(certificate.number);
      } else {
        await expect(verify).toHaveCount(0);
      }
    }
  });

  test("Download saves the PDF under its own name", async ({ page }) => {
    const certificate = certifications[1];
    if (!certificate) throw new Error("no certificates in the content");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("link", {
          name: new RegExp(`^${startOf(certificationWords.downloadLabel)}${escapeRegExp(certificate.title)}`),
        })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(certificate.file);
  });

  test("every certificate PDF and preview answers 200", async ({ request }) => {
    for (const certificate of certifications) {
      const pdf = await request.get(filePaths.certificate(certificate.file));
      expect(pdf.status(), certificate.file).toBe(200);
      expect(pdf.headers()["content-type"], certificate.file).toMatch(/application\/pdf/);
      expect((await pdf.body()).subarray(0, 5).toString(), certificate.file).toBe("%PDF-");
      const preview = await request.get(`/art/${certificate.preview.src}`);
      expect(preview.status(), certificate.preview.src).toBe(200);
    }
  });
});
