/**
 * /verify-us/: the only genuine contacts, how to check the GSTIN and Udyam numbers, how we take
 * payment, what our documents carry, the signs of a fake mover and how to report one, all from the
 * content; and the pages that send a worried visitor here. The sweep (every-route.spec.ts) checks
 * its markup, axe and JavaScript-off reading.
 */
import type { Page } from "@playwright/test";
import { consignmentNumberFormat } from "../../app/content/claims-and-paperwork";
import { mainPhone } from "../../app/content/company";
import { content, estimateContent } from "../../app/content/content.server";
import { languageForReplies } from "../../app/content/languages";
import { fillPlaceholders } from "../../app/lib/fill-placeholders";
import { pagePath, paths } from "../../app/lib/paths";
import { formatPercent, formatRupees } from "../../app/lib/rupees";
import { guidedRoute, hub, someHome } from "./content-picks";
import { expect, test, waitForHydration } from "./fixtures";

const { certifications, company, enquiry, verifyUs } = content;

const verifyPath = pagePath("verifyUs");
/** The first number of a kind that a portal checks: the one the portal's steps name. */
const firstChecked = (kind: "gst" | "udyam") =>
  certifications.find((certificate) => certificate.kind === kind && certificate.verifyUrl)?.number ?? "";
/** What the steps and documents say of the company, as the page fills them in. */
const registered = {
  name: company.registeredName,
  proprietor: company.proprietor.registeredName,
  state: company.registeredOffice.state,
  gstin: company.gstin,
};
const estimateWords = estimateContent.words;
const telOf = (number: string) => `tel:${number.replace(/[^+\d]/g, "")}`;
const section = (page: Page, heading: string) => page.getByRole("region", { name: heading });

async function openVerifyUs(page: Page) {
  await page.goto(verifyPath);
  await waitForHydration(page);
}

test("lists our only phones, WhatsApp, e-mails, website and both offices, and says any other is not us", async ({
  page,
}) => {
  await openVerifyUs(page);
  const contacts = section(page, verifyUs.contacts.heading);
  await expect(contacts.getByText(verifyUs.contacts.notUs)).toBeVisible();
  for (const phone of company.phones) {
    await expect(contacts.getByRole("link", { name: phone.number, exact: true })).toHaveAttribute(
      "href",
      telOf(phone.number),
    );
  }
  await expect(
    contacts.getByRole("link", {
      name: fillPlaceholders(verifyUs.contacts.whatsappLink, { number: company.whatsappNumber }),
    }),
  ).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${company.whatsappNumber.replace(/\D/g, "")}\\?text=`));
  for (const email of company.emails) {
    await expect(contacts.getByRole("link", { name: email.address })).toHaveAttribute(
      "href",
      `mailto:${email.address}`,
    );
  }
  await expect(contacts.getByRole("link", { name: company.siteUrl.replace(/^https?:\/\//, "") })).toHaveAttribute(
    "href",
    company.siteUrl,
  );
  for (const office of [company.registeredOffice, company.branchOffice]) {
    await expect(contacts.getByText(office.label, { exact: true })).toBeVisible();
    await expect(contacts.getByText(office.streetAddress, { exact: false })).toBeVisible();
  }
  await expect(contacts.getByRole("link", { name: verifyUs.contacts.mapLink })).toHaveCount(2);
});

test("walks through checking the GSTIN and each Udyam number on the government portals", async ({ page }) => {
  await openVerifyUs(page);
  const registration = section(page, verifyUs.registration.heading);
  const gst = registration.getByRole("region", { name: verifyUs.registration.gst.heading });
  // Each step with the company's registered name, state and number in it.
  for (const step of verifyUs.registration.gst.steps) {
    const filled = fillPlaceholders(step, { ...registered, number: firstChecked("gst") });
    await expect(gst.getByRole("listitem").filter({ hasText: filled })).toBeVisible();
  }
  expect(firstChecked("gst")).toBe(company.gstin);
  const udyam = registration.getByRole("region", { name: verifyUs.registration.udyam.heading });
  for (const step of verifyUs.registration.udyam.steps) {
    const filled = fillPlaceholders(step, { ...registered, number: firstChecked("udyam") });
    await expect(udyam.getByRole("listitem").filter({ hasText: filled })).toBeVisible();
  }

  const checkable = certifications.filter(
    (certificate) => certificate.verifyUrl && certificate.kind !== "registration",
  );
  expect(checkable.length).toBeGreaterThanOrEqual(2);
  for (const certificate of checkable) {
    const portal = certificate.kind === "gst" ? verifyUs.registration.gst : verifyUs.registration.udyam;
    const link = registration.getByRole("link", {
      name: fillPlaceholders(portal.link, { number: certificate.number }),
    });
    await expect(link).toHaveAttribute("href", certificate.verifyUrl ?? "");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(
    registration.getByRole("link", {
      name: fillPlaceholders(verifyUs.registration.gst.link, { number: firstChecked("gst") }),
    }),
  ).toHaveAttribute("href", /^https:\/\/services\.gst\.gov\.in\//);
  await expect(
    registration
      .getByRole("link", {
        name: fillPlaceholders(verifyUs.registration.udyam.link, { number: firstChecked("udyam") }),
      })
      .first(),
  ).toHaveAttribute("href", /^https:\/\/udyamregistration\.gov\.in\//);
});

test("shows our one account and UPI ID, and the rule: a capped advance, the rest after delivery, never a personal account", async ({
  page,
}) => {
  await openVerifyUs(page);
  const payment = section(page, verifyUs.payment.heading);
  for (const value of [
    company.payment.accountName,
    company.payment.bank,
    company.payment.accountNumber,
    company.payment.ifsc,
    company.payment.upiId,
  ]) {
    await expect(payment.getByRole("definition").filter({ hasText: value })).toBeVisible();
  }
  const rules = payment.getByRole("region", { name: verifyUs.payment.rulesHeading });
  const limits = {
    percent: formatPercent(company.payment.advance.percentOfQuote),
    maxAdvance: formatRupees(company.payment.advance.maxRupees, 1),
    name: company.payment.accountName,
  };
  // The cap as the company's facts set it, in the rules as the owner words them.
  await expect(rules).toContainText(limits.percent);
  await expect(rules).toContainText(limits.maxAdvance);
  for (const rule of verifyUs.payment.rules) await expect(rules).toContainText(fillPlaceholders(rule, limits));
});

test("says what a genuine quote, lorry receipt and invoice carry: GSTIN, our exact name, a consignment number", async ({
  page,
}) => {
  await openVerifyUs(page);
  const documents = section(page, verifyUs.documents.heading);
  await expect(documents).toContainText(company.gstin);
  await expect(documents).toContainText(company.registeredName);
  const { consignmentFormat: format, consignmentExample: example } = verifyUs.documents;
  for (const line of verifyUs.documents.carries) {
    await expect(documents).toContainText(fillPlaceholders(line, { ...registered, format, example }));
  }
  // The same format the claim form checks (one fact, claims-and-paperwork.ts).
  await expect(documents).toContainText(`${consignmentNumberFormat.prefix}-YYYY-NNNNN`);
  await expect(documents).toContainText(verifyUs.documents.consignmentExample);
  for (const kind of verifyUs.documents.kinds) {
    await expect(documents.getByRole("heading", { name: kind.title })).toBeVisible();
  }
  await expect(section(page, verifyUs.checklist.heading).getByRole("listitem")).toHaveCount(
    verifyUs.checklist.items.length,
  );
});

test("reports someone using our name by a call, WhatsApp with the message started, or an e-mail", async ({ page }) => {
  await openVerifyUs(page);
  const report = section(page, verifyUs.report.heading);
  await expect(
    report.getByRole("link", { name: fillPlaceholders(verifyUs.report.call, { phone: mainPhone.number }) }),
  ).toHaveAttribute("href", telOf(mainPhone.number));
  const whatsapp = await report.getByRole("link", { name: verifyUs.report.whatsapp }).getAttribute("href");
  // The content is trimmed as it is read.
  expect(new URL(whatsapp ?? "").searchParams.get("text")).toBe(verifyUs.report.whatsappMessage.trim());
  const mail = await report
    .getByRole("link", { name: fillPlaceholders(verifyUs.report.email, { email: verifyUs.report.emailAddress }) })
    .getAttribute("href");
  const mailUrl = new URL(mail ?? "");
  expect(mailUrl.protocol).toBe("mailto:");
  expect(mailUrl.pathname).toBe(verifyUs.report.emailAddress);
  // The subject names the page's language, as the forms' subjects do, so the reply comes in it.
  expect(mailUrl.searchParams.get("subject")).toBe(`${verifyUs.report.emailSubject} (${languageForReplies.en})`);
  await expect(report).toContainText(verifyUs.report.police);
});

test.describe("where a worried visitor finds it", () => {
  test("the fraud notice beside the enquiry form, the thank-you page and the footer link here", async ({ page }) => {
    await page.goto(paths.contact);
    await waitForHydration(page);
    const notice = page.getByRole("complementary", { name: enquiry.fraudNotice.heading });
    await notice.getByRole("link", { name: enquiry.fraudNotice.verifyLink }).click();
    await expect(page).toHaveURL(verifyPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.pages.verifyUs.heading);

    await page.goto(paths.thankYou);
    await expect(page.getByRole("main").getByRole("link", { name: enquiry.fraudNotice.verifyLink })).toHaveAttribute(
      "href",
      verifyPath,
    );
    await expect(
      page.getByRole("contentinfo").getByRole("link", {
        name: content.footerLinkGroups.flatMap((group) => group.links).find((link) => link.page === "verifyUs")?.label,
      }),
    ).toHaveAttribute("href", verifyPath);
  });

  test("the estimate's result links here", async ({ page }) => {
    await page.goto(`${pagePath("estimate")}?from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: estimateWords.actions.verifyUs }).click();
    await expect(page).toHaveURL(verifyPath);
  });
});
