/**
 * /thank-you/, where the enquiry form lands (contact.spec.ts sends it there and checks the draft
 * is cleared). It is kept out of search engines (every-route.spec.ts checks its head).
 */
import { content } from "../../app/content/content.server";
import { paths } from "../../app/lib/paths";
import { expect, test, waitForHydration } from "./fixtures";

const { company, enquiry, pages } = content;
const words = content.interface;

test("says what happens next, offers call and WhatsApp, and a way home", async ({ page }) => {
  await page.goto(paths.thankYou);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.thankYou.heading);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: words.thankYou.nextStepsHeading })).toBeVisible();
  for (const step of enquiry.nextSteps) await expect(main.getByText(step.text)).toBeVisible();
  for (const phone of company.phones) {
    await expect(main.getByRole("link", { name: phone.number, exact: true })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: words.contactButtons.call })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
  await expect(main.getByRole("link", { name: words.contactButtons.whatsapp })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\//,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await main.getByRole("link", { name: words.thankYou.homeLink }).click();
  await expect(page).toHaveURL(paths.home);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("says the same, and the way home is a plain link", async ({ page }) => {
    await page.goto(paths.thankYou);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: words.thankYou.nextStepsHeading })).toBeVisible();
    await main.getByRole("link", { name: words.thankYou.homeLink }).click();
    await expect(page).toHaveURL(paths.home);
  });
});
