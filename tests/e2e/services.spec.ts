import { content } from "../../app/content/content.server";
import { paths } from "../../app/lib/paths";
import { expect, test, waitForHydration } from "./fixtures";

const { pages, services } = content;
const { contactButtons } = content.interface;

test.describe("services page", () => {
  test("shows the hero and every service as a card, in the content's order", async ({ page }) => {
    await page.goto(paths.services);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.services.heading);
    await expect(page.getByText(pages.services.intro)).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(services.length);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(services.map((service) => service.title));
    for (const [index, service] of services.entries()) {
      await expect(cards.nth(index).getByText(service.shortDescription)).toBeVisible();
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", paths.service(service.slug));
    }
  });

  test("every card leads to a real service page", async ({ page }) => {
    await page.goto(paths.services);
    for (const service of services) {
      const response = await page.request.get(paths.service(service.slug));
      expect(response.status(), service.slug).toBe(200);
    }
    const last = services[services.length - 1];
    await page
      .getByRole("main")
      .getByRole("link", { name: last?.title ?? "", exact: true })
      .click();
    await expect(page).toHaveURL(paths.service(last?.slug ?? ""));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the whole card is the link's target, for a thumb on a phone", async ({ page }) => {
    await page.goto(paths.services);
    await waitForHydration(page);
    const first = services[0];
    const card = page.getByRole("main").getByRole("article").first();
    // A tap on the picture, away from the title, still opens the service.
    const box = await card.boundingBox();
    if (!box) throw new Error("the first card is not on screen");
    await page.mouse.click(box.x + box.width / 2, box.y + 40);
    await expect(page).toHaveURL(paths.service(first?.slug ?? ""));
  });

  test("offers a call, WhatsApp and a free quote", async ({ page }) => {
    await page.goto(paths.services);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: contactButtons.call }).first()).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
    await expect(main.getByRole("link", { name: contactButtons.quote }).first()).toHaveAttribute("href", paths.contact);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("lists the cards, each leading to its service", async ({ page }) => {
      await page.goto(paths.services);
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(services.length);
      await page
        .getByRole("main")
        .getByRole("link", { name: services[1]?.title ?? "", exact: true })
        .click();
      await expect(page).toHaveURL(paths.service(services[1]?.slug ?? ""));
    });
  });
});
