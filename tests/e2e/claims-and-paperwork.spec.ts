/**
 * /claims-and-paperwork/: the documents and their sample PDFs, the honest bank-list answer, the
 * damage steps, and the claim form (a multipart POST to FormSubmit with photos, landing on
 * /claim-received/, which clears the draft). every-route.spec.ts checks both pages' head, axe as
 * loaded and JavaScript off for what they show; this spec checks what they do.
 */

import type { Page, Request } from "@playwright/test";
import { claimFacts, consignmentNumberFormat } from "../../app/content/claims-and-paperwork";
import { claimsContent, claimsContentFor, content, contentFor } from "../../app/content/content.server";
import { claimDraftKey } from "../../app/lib/claim-draft";
import { enquiryEndpoint } from "../../app/lib/enquiry-form";
import { filePaths } from "../../app/lib/file-paths.ts";
import { fillPlaceholders } from "../../app/lib/fill-placeholders";
import { localizedPath } from "../../app/lib/page-language";
import { pagePath, paths } from "../../app/lib/paths";
import { axeViolations } from "./axe";
import { startUsingForm } from "./first-use";
import { expect, test, waitForHydration } from "./fixtures";
import { standInForFormSubmit as standIn } from "./form-service";

const { company } = content;

const claimsPath = pagePath("claimsAndPaperwork");
const receivedPath = pagePath("claimReceived");
/** Where the built form posts: FormSubmit (or the build's ENQUIRY_ENDPOINT_BASE); never reached, see standIn. */
const formAction = enquiryEndpoint(company, process.env.ENQUIRY_ENDPOINT_BASE);
const formWords = claimsContent.form;

const claim = {
  consignment: consignmentNumberFormat.example as string,
  name: "Lakshmi Reddy",
  phone: "+91 98480 12345",
  email: "lakshmi.reddy@example.in",
  message: "Carton C-02: two glass bowls broken. Dining table: deep scratch on the top.",
};

const form = (page: Page) => page.getByRole("form", { name: formWords.heading });
const fields = (page: Page) => {
  const scope = form(page);
  return {
    consignment: scope.getByRole("textbox", { name: formWords.consignment.label }),
    name: scope.getByRole("textbox", { name: formWords.name.label }),
    phone: scope.getByRole("textbox", { name: formWords.phone.label }),
    email: scope.getByRole("textbox", { name: formWords.email.label }),
    message: scope.getByRole("textbox", { name: formWords.message.label }),
    photos: scope.getByLabel(formWords.photos.label),
    submit: scope.getByRole("button", { name: formWords.submitLabel }),
  };
};

async function fillClaim(page: Page, values: Partial<typeof claim> = claim) {
  const field = fields(page);
  for (const name of ["consignment", "name", "phone", "email", "message"] as const) {
    const value = values[name];
    if (value !== undefined) await field[name].fill(value);
  }
}

/** Opens the page and starts using it: the form's code loads on first use (app/components/forms/until-needed.ts). */
async function openClaims(page: Page) {
  await page.goto(claimsPath);
  await waitForHydration(page);
  await startUsingForm(page, form(page));
}

const formIsValid = (page: Page) => form(page).evaluate((element) => (element as HTMLFormElement).checkValidity());

/** Answers the form's POST as FormSubmit does: a redirect to this server's /claim-received/. */
const standInForFormSubmit = (page: Page) => standIn(page, formAction, receivedPath);

/** The fields of a multipart body: each text field's value, and each file field's file names. */
function multipartFields(request: Request): { text: Record<string, string>; files: Record<string, string[]> } {
  const type = request.headers()["content-type"] ?? "";
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  const body = request.postDataBuffer()?.toString("latin1") ?? "";
  const text: Record<string, string> = {};
  const files: Record<string, string[]> = {};
  if (!boundary) return { text, files };
  for (const part of body.split(`--${boundary}`).slice(1, -1)) {
    const [head = "", ...rest] = part.replace(/^\r\n/, "").split("\r\n\r\n");
    const value = rest.join("\r\n\r\n").replace(/\r\n$/, "");
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? "";
    const file = /filename="([^"]*)"/.exec(head)?.[1];
    if (file === undefined) text[name] = Buffer.from(value, "latin1").toString("utf8");
    else if (file !== "") files[name] = [...(files[name] ?? []), file];
  }
  return { text, files };
}

/** A sentence as a pattern that finds it anywhere in a value (the form may add to its subject line). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A small JPEG-typed file to attach (its bytes do not matter to the form). */
const photo = (name: string) => ({ name, mimeType: "image/jpeg", buffer: Buffer.alloc(2048, 1) });

test.describe("what the page says", () => {
  test("each document, with a sample PDF stamped SAMPLE", async ({ page, request }) => {
    await openClaims(page);
    const documents = page.getByRole("region", { name: claimsContent.documents.heading });
    for (const item of claimsContent.documents.items) {
      await expect(documents.getByRole("heading", { name: item.name })).toBeVisible();
      const link = documents.getByRole("link", {
        name: fillPlaceholders(claimsContent.documents.sampleLink, { document: item.name }),
      });
      await expect(link).toHaveAttribute("href", filePaths.sampleDocument(item.slug, "en"));
      const response = await request.get(filePaths.sampleDocument(item.slug, "en"));
      expect(response.status(), item.slug).toBe(200);
      expect(response.headers()["content-type"], item.slug).toContain("application/pdf");
      expect((await response.body()).subarray(0, 5).toString(), item.slug).toBe("%PDF-");
    }
  });

  test("says honestly that no bank lists us, and what IBA-approved means", async ({ page }) => {
    await openClaims(page);
    const bankList = page.getByRole("region", { name: claimsContent.employerBills.bankListHeading });
    expect(claimFacts.onBankApprovedList).toBe(false);
    await expect(bankList).toContainText(claimsContent.employerBills.notOnBankList);
    await expect(bankList).toContainText(claimsContent.employerBills.ibaExplained);
  });

  test("gives the notice hours from the content in the steps and the form", async ({ page }) => {
    await openClaims(page);
    const hours = `${claimFacts.claimNoticeHours} hours`;
    const damage = page.getByRole("region", { name: claimsContent.damage.heading });
    await expect(damage.getByRole("heading", { name: new RegExp(hours) })).toBeVisible();
    await expect(form(page)).toContainText(hours);
  });

  test("in Telugu and Hindi, the same steps with the same notice hours, and a claim that lands in the same language", async ({
    page,
  }) => {
    for (const language of ["te", "hi"] as const) {
      const words = claimsContentFor(language);
      await page.goto(localizedPath(language, claimsPath));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        contentFor(language).pages.claimsAndPaperwork.heading,
      );
      const damage = page.getByRole("region", { name: words.damage.heading });
      await expect(damage.getByRole("heading", { level: 3 })).toHaveText([
        ...words.damage.steps.map((step) => step.title),
        words.damage.settlementHeading,
      ]);
      await expect(damage.getByRole("heading", { name: new RegExp(`${claimFacts.claimNoticeHours}`) })).toBeVisible();
      const claimForm = page.getByRole("form", { name: words.form.heading });
      await expect(claimForm.locator('input[name="_subject"]')).toHaveValue(
        new RegExp(escapeRegExp(words.form.subject)),
      );
      await expect(claimForm.locator('input[name="_next"]')).toHaveValue(
        new RegExp(`${localizedPath(language, receivedPath)}$`),
      );
    }
  });

  test("the footer links here", async ({ page }) => {
    await page.goto(paths.home);
    await page
      .getByRole("contentinfo")
      .getByRole("link", {
        name: content.footerLinkGroups
          .flatMap((group) => group.links)
          .find((link) => link.page === "claimsAndPaperwork")?.label,
      })
      .click();
    await expect(page).toHaveURL(claimsPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.pages.claimsAndPaperwork.heading);
  });
});

test.describe("the claim form's markup", () => {
  test("posts natively to FormSubmit as multipart, with a subject that says it is a claim", async ({ page }) => {
    await openClaims(page);
    await expect(form(page)).toHaveAttribute("method", "post");
    await expect(form(page)).toHaveAttribute("enctype", "multipart/form-data");
    await expect(form(page)).toHaveAttribute("action", formAction);
    const hidden = (name: string) => form(page).locator(`input[type="hidden"][name="${name}"]`);
    await expect(hidden("_subject")).toHaveValue(new RegExp(`^${escapeRegExp(formWords.subject)}`));
    await expect(hidden("_captcha")).toHaveValue("false");
    await expect(hidden("_template")).toHaveValue("table");
    await expect(hidden("_next")).toHaveValue(new URL(receivedPath, page.url()).href);
    await expect(form(page).locator('input[name="_honey"]')).toHaveAttribute("tabindex", "-1");
    await expect(fields(page).photos).toHaveAttribute("type", "file");
    await expect(fields(page).photos).toHaveAttribute("name", "attachment");
    await expect(fields(page).photos).toHaveAttribute("accept", "image/*");
    await expect(fields(page).photos).toHaveAttribute("multiple", "");
    await expect(fields(page).photos).toHaveAccessibleDescription(new RegExp(`${claimFacts.photoLimitMb} MB`));
  });

  test("the pre-rendered form sends visitors back to the public site's /claim-received/", async ({ request }) => {
    const html = await (await request.get(claimsPath)).text();
    expect(html).toContain(`name="_next" value="${company.siteUrl}${receivedPath}"`);
  });

  test("the consignment number is checked against the format, with a hint in plain words", async ({ page }) => {
    await openClaims(page);
    const consignment = fields(page).consignment;
    await expect(consignment).toHaveAttribute("required", "");
    await expect(consignment).toHaveAccessibleDescription(new RegExp(consignmentNumberFormat.example));
    const valid = () => consignment.evaluate((input) => (input as HTMLInputElement).validity.valid);
    for (const number of [consignmentNumberFormat.example, "gpm-2026-00123", "GPM 2026 00123", "GPM202600123"]) {
      await consignment.fill(number);
      expect(await valid(), number).toBe(true);
    }
    for (const number of ["12345", "GPM-26-00123", "ABC-2026-00123", "GPM-2026-123"]) {
      await consignment.fill(number);
      expect(await valid(), number).toBe(false);
    }
  });

  test("offers WhatsApp for photos, with the typed consignment number in the message", async ({ page }) => {
    await openClaims(page);
    const link = form(page).getByRole("link", { name: new RegExp(formWords.whatsapp.link) });
    const message = async () => new URL((await link.getAttribute("href")) ?? "").searchParams.get("text") ?? "";
    await expect(link).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/${company.whatsappNumber.replace(/\D/g, "")}\\?text=`),
    );
    await fields(page).consignment.fill(claim.consignment);
    await expect.poll(message).toContain(claim.consignment);
  });
});

test.describe("the browser refuses an incomplete claim", () => {
  test("an empty, a misnumbered or a blank claim is not sent", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await openClaims(page);
    await fields(page).submit.click();
    await expect(fields(page).consignment).toBeFocused();
    await fillClaim(page, { ...claim, consignment: "LR 42" });
    expect(await formIsValid(page)).toBe(false);
    await fields(page).submit.click();
    await expect(fields(page).consignment).toBeFocused();
    await fillClaim(page, { consignment: claim.consignment, message: "   " });
    expect(await formIsValid(page)).toBe(false);
    await fields(page).submit.click();
    await expect(fields(page).message).toBeFocused();
    await expect(page).toHaveURL(claimsPath);
    expect(posted).toHaveLength(0);
  });

  // every-route.spec.ts scans the empty form; refused fields change the layout, which differs by width.
  test("passes axe with the form half filled and refused", { tag: "@both" }, async ({ page }) => {
    await openClaims(page);
    await fillClaim(page, { consignment: "LR 42", name: "   ", email: "not-an-email" });
    await fields(page).submit.click();
    await expect(fields(page).consignment).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("sending a claim", () => {
  test("posts every field and the photos as multipart, and lands on /claim-received/", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await openClaims(page);
    await fillClaim(page, { ...claim, consignment: " gpm 2026 00123 " });
    await fields(page).photos.setInputFiles([photo("table.jpg"), photo("bowls.jpg")]);
    expect(await formIsValid(page)).toBe(true);
    await fields(page).submit.click();
    await expect(page).toHaveURL(receivedPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.pages.claimReceived.heading);

    expect(posted).toHaveLength(1);
    const request = posted[0] as Request;
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toContain("multipart/form-data");
    const { text, files } = multipartFields(request);
    expect(text).toEqual({
      ...claim,
      _subject: `${formWords.subject} (English)`,
      language: "English",
      _captcha: "false",
      _template: "table",
      _next: new URL(receivedPath, request.frame().url()).href,
      _honey: "",
    });
    expect(files).toEqual({ attachment: ["table.jpg", "bowls.jpg"] });
  });
});

test.describe("the draft", () => {
  test("survives a reload and is cleared once /claim-received/ is reached", async ({ page }) => {
    await openClaims(page);
    await fillClaim(page);
    await page.reload();
    await waitForHydration(page);
    for (const name of ["consignment", "name", "phone", "email", "message"] as const) {
      await expect(fields(page)[name]).toHaveValue(claim[name]);
    }
    await page.goto(receivedPath);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), claimDraftKey)).toBeNull();
    await openClaims(page);
    await expect(fields(page).consignment).toHaveValue("");
    await expect(fields(page).message).toHaveValue("");
  });
});

test("/claim-received/ says what happens next and is kept out of search", async ({ page }) => {
  await page.goto(receivedPath);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: claimsContent.received.nextStepsHeading })).toBeVisible();
  for (const step of claimsContent.received.steps) await expect(main.getByText(step.text)).toBeVisible();
  await expect(main.getByRole("heading", { name: claimsContent.received.keepHeading })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await main.getByRole("link", { name: claimsContent.received.claimsPageLink }).click();
  await expect(page).toHaveURL(claimsPath);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the claim and its photo post natively and land on /claim-received/", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await page.goto(claimsPath);
    await fillClaim(page);
    await fields(page).photos.setInputFiles([photo("table.jpg")]);
    await fields(page).submit.click();
    await expect(page).toHaveURL(receivedPath);
    expect(posted).toHaveLength(1);
    const { text, files } = multipartFields(posted[0] as Request);
    expect(text).toMatchObject({ ...claim, _next: `${company.siteUrl}${receivedPath}`, _honey: "" });
    expect(files).toEqual({ attachment: ["table.jpg"] });
  });

  test("the browser still refuses a claim without a proper consignment number", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await page.goto(claimsPath);
    await fillClaim(page, { ...claim, consignment: "LR 42" });
    await fields(page).submit.click();
    await expect(page).toHaveURL(claimsPath);
    expect(posted).toHaveLength(0);
  });
});
