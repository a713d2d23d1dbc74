import type { Page, Request } from "@playwright/test";
import { content } from "../../app/content/content.server";
import { countText } from "../../app/lib/count-text";
import { enquiryDraftKey } from "../../app/lib/enquiry-draft";
import { enquiryEndpoint } from "../../app/lib/enquiry-form";
import { fillPlaceholders } from "../../app/lib/fill-placeholders";
import { paths } from "../../app/lib/paths";
import { axeViolations } from "./axe";
import { lastService } from "./content-picks";
import { pressKeyOnHydration, startUsingForm } from "./first-use";
import { expect, test, waitForHydration } from "./fixtures";
import { fillForm, formFields } from "./form-fields";
import { standInForFormSubmit as standIn } from "./form-service";
import { holdModules } from "./hold-modules";

const { company, enquiry: enquiryWords } = content;
const { contactPanel, fields: fieldWords, fraudNotice } = enquiryWords;

/**
 * Where the built form posts: FormSubmit, or the stand-in the build was pointed at with
 * ENQUIRY_ENDPOINT_BASE (run the tests with the same value). Nothing here reaches FormSubmit:
 * the browser reaches no other host (playwright.config.ts) and `standInForFormSubmit` answers in its place.
 */
const formAction = enquiryEndpoint(company, process.env.ENQUIRY_ENDPOINT_BASE);

/**
 * The choices: every service's name in the enquiry form (Words › Services), in the services' order
 * (Facts › Services' pictures). As the repository ships, the original site's eight, word for word.
 */
const serviceChoices = content.services.map((service) => service.enquiryLabel);

const enquiry = {
  name: "Lakshmi Reddy",
  email: "lakshmi.reddy@example.in",
  phone: "+91 98480 12345",
  service: lastService.enquiryLabel ?? serviceChoices[0] ?? "",
  message: "2BHK from Kukatpally to Gachibowli on 14 March, 3rd floor with lift, one scooter.",
};

const form = (page: Page) => page.getByRole("form", { name: enquiryWords.formHeading });
const fields = (page: Page) => ({
  ...formFields(form(page), fieldWords, {
    textbox: ["name", "email", "phone", "message"],
    combobox: ["service"],
  }),
  submit: form(page).getByRole("button", { name: enquiryWords.submitLabel }),
});

async function fillEnquiry(page: Page, values: Partial<typeof enquiry> = enquiry) {
  await fillForm(fields(page), values);
}

/** Opens the page and starts using it: the form's code loads on first use (app/components/forms/until-needed.ts). */
async function openContact(page: Page, search = "") {
  await page.goto(`${paths.contact}${search}`);
  await waitForHydration(page);
  await startUsingForm(page, form(page));
}

const formIsValid = (page: Page) => form(page).evaluate((element) => (element as HTMLFormElement).checkValidity());

/** Answers the form's POST as FormSubmit does: a redirect to this server's /thank-you/. */
const standInForFormSubmit = (page: Page) => standIn(page, formAction, paths.thankYou);

function postedFields(request: Request): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ""));
}

test("a key pressed as soon as the page has hydrated loads the form's code", async ({ page, context }) => {
  // React hydrates the form's waiting boundary after the rest of the page, after the page says it
  // has hydrated: a first key in between must still count as first use (it did not: the code
  // loaded only on the next one, and a draft typed meanwhile was not kept). A slower CPU widens
  // that window.
  await pressKeyOnHydration(page, context, paths.contact);
  await expect(form(page)).toHaveAttribute("data-form", "running");
});

test.describe("the contact panel", () => {
  test("lists every phone, e-mail, WhatsApp, both offices and the hours", async ({ page }) => {
    await openContact(page);
    const panel = page.getByRole("region", { name: contactPanel.heading });
    for (const phone of company.phones) {
      await expect(panel.getByText(`${phone.label}:`)).toBeVisible();
      await expect(panel.getByRole("link", { name: phone.number, exact: true })).toHaveAttribute(
        "href",
        `tel:${phone.number.replace(/\s/g, "")}`,
      );
    }
    for (const email of company.emails) {
      await expect(panel.getByText(email.label)).toBeVisible();
      await expect(panel.getByRole("link", { name: email.address })).toHaveAttribute("href", `mailto:${email.address}`);
    }
    await expect(
      panel.getByRole("link", {
        name: fillPlaceholders(contactPanel.whatsappLink, { number: company.whatsappNumber }),
      }),
    ).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${company.whatsappNumber.replace(/\D/g, "")}\\?text=`));
    await expect(panel.getByText(company.hours)).toBeVisible();
    for (const office of [company.registeredOffice, company.branchOffice]) {
      await expect(panel.getByRole("heading", { name: office.label })).toBeVisible();
      await expect(panel.getByText(office.streetAddress, { exact: false })).toBeVisible();
      await expect(panel.getByText(office.postalCode, { exact: false })).toBeVisible();
    }
    const mapLinks = panel.getByRole("link", { name: contactPanel.mapLink });
    await expect(mapLinks).toHaveCount(2);
    for (const link of await mapLinks.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const hrefs = await mapLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.sort()).toEqual([company.branchOffice.mapUrl, company.registeredOffice.mapUrl].sort());
  });

  test("a fraud warning beside the form names the only official numbers and e-mails", async ({ page }) => {
    await openContact(page);
    const notice = page.getByRole("complementary", { name: fraudNotice.heading });
    await expect(notice).toContainText(fraudNotice.text);
    for (const phone of company.phones) {
      await expect(notice.getByRole("link", { name: phone.number, exact: true })).toBeVisible();
    }
    for (const email of company.emails) await expect(notice.getByRole("link", { name: email.address })).toBeVisible();
  });

  // every-route.spec.ts scans the empty form; refused fields change the layout, which differs by width.
  test("passes axe with the form half filled and refused", { tag: "@both" }, async ({ page }) => {
    await openContact(page);
    await fillEnquiry(page, { name: "   ", email: "not-an-email" });
    await fields(page).submit.click();
    await expect(fields(page).name).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the enquiry form's markup", () => {
  test("posts natively to FormSubmit with the hidden fields it needs", async ({ page }) => {
    await openContact(page);
    await expect(form(page)).toHaveAttribute("method", "post");
    await expect(form(page)).toHaveAttribute("action", formAction);
    const hidden = (name: string) => form(page).locator(`input[type="hidden"][name="${name}"]`);
    await expect(hidden("_captcha")).toHaveValue("false");
    await expect(hidden("_template")).toHaveValue("table");
    await expect(hidden("_subject")).toHaveValue(new RegExp(company.shortName));
    // Once hydrated, the page's own address; pre-rendered, the public site's (tested below).
    await expect(hidden("_next")).toHaveValue(new URL(paths.thankYou, page.url()).href);
  });

  test("the pre-rendered form sends visitors back to the public site's /thank-you", async ({ request }) => {
    const html = await (await request.get(paths.contact)).text();
    expect(html).toContain(`name="_next" value="${company.siteUrl}${paths.thankYou}"`);
    expect(html).toContain(`action="${formAction}"`);
  });

  test("has labelled, required fields with autocomplete, length limits and hints in words", async ({ page }) => {
    await openContact(page);
    const field = fields(page);
    const { fields: words } = enquiryWords;
    const expected = [
      [field.name, { autocomplete: "name", maxlength: "100", type: "text" }, words.name.hint],
      [field.email, { autocomplete: "email", maxlength: "254", type: "email" }, words.email.hint],
      [field.phone, { autocomplete: "tel", maxlength: "20", type: "tel" }, words.phone.hint],
      [field.message, { autocomplete: "off", maxlength: "1000" }, undefined],
      [field.service, { autocomplete: "off" }, undefined],
    ] as const;
    for (const [locator, attributes, hint] of expected) {
      await expect(locator).toHaveAttribute("required", "");
      for (const [name, value] of Object.entries(attributes)) await expect(locator).toHaveAttribute(name, value);
      if (hint) await expect(locator).toHaveAccessibleDescription(hint);
    }
    await expect(field.phone).toHaveAttribute("placeholder", /^\+91 /);
    await expect(field.name).toHaveAttribute("pattern", ".*\\S.*");
  });

  test("the service choices are the services' own, in their order", async ({ page }) => {
    await openContact(page);
    const options = fields(page).service.locator("option");
    await expect(options).toHaveText([fieldWords.service.choose, ...serviceChoices]);
    await expect(options.first()).toHaveAttribute("value", "");
    await expect(fields(page).service).toHaveValue("");
  });

  test("has a honeypot that people neither see nor reach", async ({ page }) => {
    await openContact(page);
    const honey = form(page).locator('input[name="_honey"]');
    await expect(honey).toHaveValue("");
    await expect(honey).toHaveAttribute("tabindex", "-1");
    await expect(honey).toHaveAttribute("autocomplete", "off");
    await expect(honey).not.toBeInViewport();
    const labelled = await honey.evaluate((input) => (input as HTMLInputElement).labels?.length ?? 0);
    expect(labelled).toBe(1);
    expect(await honey.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);

    // Tabbing from the name field to the end of the form never lands on it.
    await fields(page).name.focus();
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).not.toBe("_honey");
    }
  });

  test("phone numbers written the usual Indian ways are accepted, others refused", async ({ page }) => {
    await openContact(page);
    const phone = fields(page).phone;
    const valid = async () => phone.evaluate((input) => (input as HTMLInputElement).validity.valid);
    for (const number of ["+91 98480 12345", "098480 12345", "9848012345", "+91-98480-12345", "040 2345 6789"]) {
      await phone.fill(number);
      expect(await valid(), number).toBe(true);
    }
    for (const number of ["12345", "+1 415 555 0100", "98480 1234", "call me"]) {
      await phone.fill(number);
      expect(await valid(), number).toBe(false);
    }
  });

  test("a message longer than the limit is cut at the limit", async ({ page }) => {
    await openContact(page);
    await fields(page).message.fill("a".repeat(1200));
    expect((await fields(page).message.inputValue()).length).toBeLessThanOrEqual(1000);
    await expect(fields(page).message).toHaveAccessibleDescription(
      countText(enquiryWords.fields.message.hintWithCount, 0, "en-IN", {}, "left"),
    );
  });
});

test.describe("the browser refuses an incomplete enquiry", () => {
  test("an empty form is not sent", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await openContact(page);
    expect(await formIsValid(page)).toBe(false);
    await fields(page).submit.click();
    await expect(fields(page).name).toBeFocused();
    await expect(page).toHaveURL(paths.contact);
    expect(posted).toHaveLength(0);
  });

  test("a malformed e-mail or phone is not sent", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await openContact(page);
    await fillEnquiry(page, { ...enquiry, email: "lakshmi@", phone: "12345" });
    expect(await formIsValid(page)).toBe(false);
    await expect(form(page).locator("input:invalid")).toHaveCount(2);
    // The browser points at the first field to fix, in the form's order: phone, then e-mail.
    await fields(page).submit.click();
    await expect(fields(page).phone).toBeFocused();
    await fields(page).phone.fill(enquiry.phone);
    await fields(page).submit.click();
    await expect(fields(page).email).toBeFocused();
    await expect(page).toHaveURL(paths.contact);
    expect(posted).toHaveLength(0);
  });

  test("fields of only spaces do not count as filled in", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await openContact(page);
    await fillEnquiry(page, { ...enquiry, name: "    " });
    expect(await fields(page).name.evaluate((input) => (input as HTMLInputElement).validity.valid)).toBe(false);
    await fillEnquiry(page, { name: enquiry.name, message: "  \n  " });
    expect(await fields(page).message.evaluate((area) => (area as HTMLTextAreaElement).validity.valid)).toBe(false);
    expect(await formIsValid(page)).toBe(false);
    await fields(page).submit.click();
    await expect(fields(page).message).toBeFocused();
    expect(posted).toHaveLength(0);
  });
});

test.describe("sending an enquiry", () => {
  test("posts every field to the form service and lands on /thank-you", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await openContact(page);
    await fillEnquiry(page, { ...enquiry, name: `  ${enquiry.name} ` });
    expect(await formIsValid(page)).toBe(true);
    await fields(page).submit.click();
    await expect(page).toHaveURL(paths.thankYou);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.pages.thankYou.heading);

    expect(posted).toHaveLength(1);
    const request = posted[0] as Request;
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(postedFields(request)).toEqual({
      ...enquiry,
      _subject: expect.stringContaining(company.shortName),
      language: "English",
      _captcha: "false",
      _template: "table",
      _next: new URL(paths.thankYou, request.frame().url()).href,
      _honey: "",
    });
  });
});

test.describe("the draft", () => {
  test("survives a reload and is cleared once /thank-you is reached", async ({ page }) => {
    await openContact(page);
    await fillEnquiry(page);
    await page.reload();
    await waitForHydration(page);
    const field = fields(page);
    await expect(field.name).toHaveValue(enquiry.name);
    await expect(field.email).toHaveValue(enquiry.email);
    await expect(field.phone).toHaveValue(enquiry.phone);
    await expect(field.service).toHaveValue(enquiry.service);
    await expect(field.message).toHaveValue(enquiry.message);

    await page.goto(paths.thankYou);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), enquiryDraftKey)).toBeNull();
    await openContact(page);
    await expect(fields(page).name).toHaveValue("");
    await expect(fields(page).message).toHaveValue("");
  });

  test("is still there, every field, when the form service cannot be reached", async ({ page }) => {
    await page.route(
      (url) => url.href === formAction,
      (route) => route.abort("connectionrefused"),
    );
    await openContact(page);
    await fillEnquiry(page);
    await fields(page).submit.click();
    await page.waitForURL((url) => url.href === formAction || url.protocol === "chrome-error:").catch(() => {});
    await openContact(page);
    const field = fields(page);
    await expect(field.name).toHaveValue(enquiry.name);
    await expect(field.email).toHaveValue(enquiry.email);
    await expect(field.phone).toHaveValue(enquiry.phone);
    await expect(field.service).toHaveValue(enquiry.service);
    await expect(field.message).toHaveValue(enquiry.message);
  });

  test("is still there on going back after the form service answers 500", async ({ page }) => {
    await page.route(
      (url) => url.href === formAction,
      (route) =>
        route.fulfill({
          status: 500,
          contentType: "text/html",
          body: "<!doctype html><title>Error</title><p>Error</p>",
        }),
    );
    await openContact(page);
    await fillEnquiry(page);
    await fields(page).submit.click();
    await page.waitForURL(formAction);
    await page.goBack();
    await waitForHydration(page);
    await expect(fields(page).name).toHaveValue(enquiry.name);
    await expect(fields(page).message).toHaveValue(enquiry.message);
  });

  test("the form keeps working when storage is full or blocked", async ({ page }) => {
    await page.addInitScript((draftKey) => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (key === draftKey) throw new DOMException("Access is denied for this document.", "SecurityError");
        return getItem.call(this, key);
      };
    }, enquiryDraftKey);
    const posted = await standInForFormSubmit(page);
    await openContact(page);
    await fillEnquiry(page);
    // Nothing is kept, so the form does not say it is.
    await expect(page.getByText(enquiryWords.draftNote)).toBeHidden();
    await fields(page).submit.click();
    await expect(page).toHaveURL(paths.thankYou);
    expect(posted).toHaveLength(1);
  });

  test("says what it keeps only once it keeps it, and nothing moves when it says so", async ({ page }) => {
    const held = await holdModules(page);
    await page.goto(paths.contact);
    await held.requested();
    const note = page.getByText(enquiryWords.draftNote);
    await expect(note).toBeHidden();
    const before = await fields(page).submit.boundingBox();
    await held.release();
    await waitForHydration(page);
    // The form's code, and so the draft, waits for the visitor's first use of the page.
    await expect(note).toBeHidden();
    await startUsingForm(page, form(page));
    await expect(note).toBeVisible();
    expect(await fields(page).submit.boundingBox()).toEqual(before);
  });

  test("a corrupted draft is ignored", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "{not json"), enquiryDraftKey);
    await openContact(page);
    await expect(fields(page).name).toHaveValue("");
    await fields(page).name.fill("Ravi");
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), enquiryDraftKey)).toContain("Ravi");
  });
});

test.describe("?service= preselection", () => {
  test("a service page's slug picks that service", async ({ page }) => {
    for (const service of [content.services[0], content.services.at(-1)]) {
      await openContact(page, `?service=${service?.slug}`);
      await expect(fields(page).service).toHaveValue(service?.enquiryLabel ?? "no service");
    }
  });

  // Every odd value is ignored by preselectedServiceSlug (enquiry-form.test.ts); this proves the
  // form uses it, and that a hostile value neither runs nor lands in the page.
  test("an unknown or hostile ?service= leaves the choice empty and runs nothing", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const hostile of ["moving-to-mars", "<script>alert(1)</script>", "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"]) {
      const response = await page.goto(`${paths.contact}?service=${hostile}`);
      expect(response?.status(), hostile).toBe(200);
      await waitForHydration(page);
      await expect(fields(page).service, hostile).toHaveValue("");
      expect(await page.locator("main img[onerror], main script").count(), hostile).toBe(0);
      expect(await page.content(), hostile).not.toContain("<script>alert(1)</script>");
    }
    expect(dialogs).toEqual([]);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the enquiry posts natively and lands on /thank-you", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await page.goto(paths.contact);
    await fillEnquiry(page);
    await fields(page).submit.click();
    await expect(page).toHaveURL(paths.thankYou);
    expect(posted).toHaveLength(1);
    expect(postedFields(posted[0] as Request)).toMatchObject({
      ...enquiry,
      _captcha: "false",
      _next: `${company.siteUrl}${paths.thankYou}`,
      _honey: "",
    });
  });

  test("the browser still refuses an empty or blank enquiry", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await page.goto(paths.contact);
    await fillEnquiry(page, { ...enquiry, name: "   " });
    await fields(page).submit.click();
    await expect(page).toHaveURL(paths.contact);
    expect(posted).toHaveLength(0);
  });
});

// The buttons are a bar across a phone's screen and round buttons in a wide screen's corner.
test("the floating call and WhatsApp buttons never cover the submit button", { tag: "@both" }, async ({ page }) => {
  await openContact(page);
  const submit = fields(page).submit;
  // Tabbing to it scrolls it just into view, the tightest spot next to the buttons.
  await fields(page).message.focus();
  await page.keyboard.press("Tab");
  await expect(submit).toBeFocused();
  // Scrolling is smooth unless reduced motion is asked for, and may start a moment after the focus:
  // measure once the button is in view and has come to rest.
  await expect(submit).toBeInViewport({ ratio: 1 });
  let lastTop = Number.NaN;
  await expect
    .poll(async () => {
      const top = (await submit.boundingBox())?.y;
      const resting = top === lastTop;
      lastTop = top ?? Number.NaN;
      return resting;
    })
    .toBe(true);
  const box = await submit.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  // The button is a pill: its rounded ends are not part of it for hit testing, so test inside them.
  const middle = box.y + box.height / 2;
  const points = [
    [box.x + box.width / 2, middle],
    [box.x + box.height / 2, middle],
    [box.x + box.width - box.height / 2, middle],
    [box.x + box.width / 2, box.y + box.height - 3],
  ];
  for (const [x, y] of points) {
    const onTop = await page.evaluate(
      ([pointX, pointY]) => document.elementFromPoint(pointX ?? 0, pointY ?? 0)?.closest("button")?.textContent,
      [x, y],
    );
    expect(onTop, `at ${x},${y}`).toBe(enquiryWords.submitLabel);
  }
});
