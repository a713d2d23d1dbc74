/**
 * /book-survey/: the survey booking form (posted natively to FormSubmit, kept as a draft until
 * /survey-booked/, refusing past and closed days), the estimate's hand-off into it, the video
 * survey's WhatsApp link and the rule on the quoted price. The sweep (every-route.spec.ts) checks
 * the empty page's markup, axe and JavaScript-off reading; hostile-input.spec.ts its odd addresses.
 */
import type { Page, Request } from "@playwright/test";
import { content, estimateContent } from "../../app/content/content.server";
import { enquiryEndpoint } from "../../app/lib/enquiry-form";
import { fillPlaceholders } from "../../app/lib/fill-placeholders";
import { closedWeekdays } from "../../app/lib/office-days";
import { pagePath } from "../../app/lib/paths";
import { weekdayOf } from "../../app/lib/survey-date";
import { surveyDraftKey } from "../../app/lib/survey-form";
import { axeViolations } from "./axe";
import { guidedRoute, hub, someHome } from "./content-picks";
import { startUsingForm } from "./first-use";
import { expect, test, waitForHydration } from "./fixtures";
import { expectFilled, fillForm, formFields } from "./form-fields";
import { standInForFormSubmit as standIn } from "./form-service";

const { bookSurvey, company, enquiry } = content;
const twoBhk = someHome.name;

/** Where the built form posts: FormSubmit, or the stand-in the build was pointed at (contact.spec.ts). */
const formAction = enquiryEndpoint(company, process.env.ENQUIRY_ENDPOINT_BASE);
const surveyPath = pagePath("bookSurvey");
const bookedPath = pagePath("surveyBooked");
const words = bookSurvey.form;
const {
  words: estimateWords,
  catalogue: { homeSizes },
} = estimateContent;

/** The days the office is closed, from the owner's hours (Words › Layout): no survey is booked on them. */
const closedDays = closedWeekdays(company.hours);
/** The date rule the page states, which names the closed days when there are any. */
const dateHint =
  closedDays.length === 0
    ? words.date.hint
    : fillPlaceholders(words.date.hintClosed, {
        days: closedDays.map((day) => bookSurvey.weekdays[day]).join(` ${words.date.daysJoiner} `),
      });
/** `isoDate`, or the first day after it the office is open. */
function openDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  while (closedDays.includes(weekdayOf(date.toISOString().slice(0, 10)) ?? -1)) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
/** A far-off day the office is open, for a booking the browser's today does not matter to. */
const laterDay = openDay("2099-06-15");

const form = (page: Page) => page.getByRole("form", { name: words.heading });
const fields = (page: Page) => ({
  ...formFields(form(page), words, {
    group: ["surveyType"],
    labelled: ["date"],
    combobox: ["time", "home"],
    textbox: ["locality", "name", "phone", "message"],
  }),
  submit: form(page).getByRole("button", { name: words.submitLabel }),
});
/** The radio of the survey type labelled `label`. */
const surveyType = (page: Page, label: string) => fields(page).surveyType.getByRole("radio", { name: label });

/** The first day the office is open, `days` or more from the visitor's today, as the date field writes it. */
const openDateFromToday = async (page: Page, days: number) => openDay(await dateFromToday(page, days));

/** The visitor's own date, `days` from today, as the date field writes it. */
const dateFromToday = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);

const booking = {
  surveyType: bookSurvey.types.video.label,
  time: words.time.windows[1] ?? "",
  locality: "Miyapur 500049",
  home: twoBhk,
  name: "Lakshmi Reddy",
  phone: "+91 98480 12345",
  message: "Moving to Pune in March; 4th floor, lift works.",
};

/** The booking with its day, in the form's order. */
function bookingOn(date: string) {
  const { surveyType: type, ...rest } = booking;
  return { surveyType: type, date, ...rest };
}

/** The booking with its day as the form posts it: the survey type under its field's name. */
function postedBooking(date: string) {
  const { surveyType: survey, ...rest } = booking;
  return { survey, date, ...rest };
}

async function fillBooking(page: Page, date: string) {
  await fillForm(fields(page), bookingOn(date));
}

/** Opens the page and starts using it: the form's code loads on first use (app/components/forms/until-needed.ts). */
async function openSurvey(page: Page, search = "") {
  await page.goto(`${surveyPath}${search}`);
  await waitForHydration(page);
  await startUsingForm(page, form(page));
}

/** Answers the form's POST as FormSubmit does: a redirect to this server's /survey-booked/. */
const standInForFormSubmit = (page: Page) => standIn(page, formAction, bookedPath);

const postedFields = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ""));
const formIsValid = (page: Page) => form(page).evaluate((element) => (element as HTMLFormElement).checkValidity());

test.describe("the form's markup", () => {
  test("posts natively to FormSubmit with a subject that says it is a survey booking", async ({ page, request }) => {
    await openSurvey(page);
    await expect(form(page)).toHaveAttribute("method", "post");
    await expect(form(page)).toHaveAttribute("action", formAction);
    const hidden = (name: string) => form(page).locator(`input[type="hidden"][name="${name}"]`);
    await expect(hidden("_subject")).toHaveValue(`${words.subject} (English)`);
    await expect(hidden("language")).toHaveValue("English");
    expect(words.subject).not.toBe(enquiry.subject);
    await expect(hidden("_captcha")).toHaveValue("false");
    await expect(hidden("_template")).toHaveValue("table");
    await expect(hidden("_next")).toHaveValue(new URL(bookedPath, page.url()).href);
    const honey = form(page).locator('input[name="_honey"]');
    await expect(honey).toHaveAttribute("tabindex", "-1");
    expect(await honey.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);

    // Pre-rendered: back to the public site, and the date rule stated for visitors without JavaScript.
    const html = await (await request.get(surveyPath)).text();
    expect(html).toContain(`name="_next" value="${company.siteUrl}${bookedPath}"`);
    expect(html).toContain(dateHint);
    expect(html).not.toMatch(/type="date"[^>]*min=/);
  });

  test("asks for every field, with the estimate's home sizes and the content's time windows", async ({ page }) => {
    await openSurvey(page);
    const field = fields(page);
    for (const label of [bookSurvey.types.home.label, bookSurvey.types.video.label]) {
      await expect(surveyType(page, label)).toHaveAttribute("required", "");
    }
    for (const locator of [field.date, field.time, field.locality, field.home, field.name, field.phone]) {
      await expect(locator).toHaveAttribute("required", "");
    }
    await expect(field.message).not.toHaveAttribute("required", "");
    await expect(field.date).toHaveAttribute("type", "date");
    await expect(field.phone).toHaveAttribute("type", "tel");
    await expect(field.time.locator("option")).toHaveText([words.time.choose, ...words.time.windows]);
    await expect(field.home.locator("option")).toHaveText([words.home.choose, ...homeSizes.map((home) => home.name)]);
    await expect(field.date).toHaveAccessibleDescription(dateHint);
  });

  test("the video survey offers WhatsApp with the message started", async ({ page }) => {
    await openSurvey(page);
    const link = page.getByRole("link", { name: new RegExp(bookSurvey.types.video.whatsappLink) });
    const href = new URL((await link.getAttribute("href")) ?? "");
    expect(href.origin).toBe("https://wa.me");
    // The content is trimmed as it is read.
    expect(href.searchParams.get("text")).toBe(bookSurvey.types.video.whatsappMessage.trim());
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("says what the survey fixes and what can still change the price", async ({ page }) => {
    await openSurvey(page);
    await expect(page.getByRole("heading", { name: bookSurvey.purpose.heading })).toBeVisible();
    await expect(page.getByText(bookSurvey.purpose.rule)).toBeVisible();
    for (const change of bookSurvey.purpose.changes) await expect(page.getByText(change)).toBeVisible();
  });
});

test.describe("the browser refuses an incomplete booking", () => {
  test("an empty form is not sent", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await openSurvey(page);
    expect(await formIsValid(page)).toBe(false);
    await fields(page).submit.click();
    await expect(page).toHaveURL(surveyPath);
    expect(posted).toHaveLength(0);
  });

  test("a date before today is refused, saying why; today is taken (or the next day the office is open)", async ({
    page,
  }) => {
    const posted = await standInForFormSubmit(page);
    await openSurvey(page);
    const today = await dateFromToday(page, 0);
    await expect(fields(page).date).toHaveAttribute("min", today);
    await fillBooking(page, await dateFromToday(page, -1));
    expect(await formIsValid(page)).toBe(false);
    expect(await fields(page).date.evaluate((input) => (input as HTMLInputElement).validationMessage)).toBe(
      words.date.past,
    );
    await expect(fields(page).date).toHaveAccessibleDescription(new RegExp(words.date.past));
    await fields(page).submit.click();
    await expect(fields(page).date).toBeFocused();
    expect(posted).toHaveLength(0);

    await fields(page).date.fill(openDay(today));
    expect(await formIsValid(page)).toBe(true);
  });

  test("passes axe with the form half filled and refused", { tag: "@both" }, async ({ page }) => {
    await openSurvey(page);
    await fields(page).name.fill("   ");
    await fields(page).date.fill(await dateFromToday(page, -3));
    await fields(page).submit.click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("booking a survey", () => {
  test("posts every field to the form service, lands on /survey-booked/ and the draft is gone", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await openSurvey(page);
    const date = await openDateFromToday(page, 2);
    await fillBooking(page, date);
    await fields(page).name.fill(`  ${booking.name} `);
    await fields(page).submit.click();
    await expect(page).toHaveURL(bookedPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.pages.surveyBooked.heading);
    await expect(page.getByRole("heading", { name: bookSurvey.booked.nextStepsHeading })).toBeVisible();

    expect(posted).toHaveLength(1);
    const request = posted[0] as Request;
    expect(request.headers()["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(postedFields(request)).toEqual({
      ...postedBooking(date),
      _subject: `${words.subject} (English)`,
      language: "English",
      _captcha: "false",
      _template: "table",
      _next: new URL(bookedPath, request.frame().url()).href,
      _honey: "",
    });
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), surveyDraftKey)).toBeNull();
  });

  test("the draft, survey type included, survives a reload and is cleared on /survey-booked/", async ({ page }) => {
    await openSurvey(page);
    const date = await openDateFromToday(page, 5);
    await fillBooking(page, date);
    await page.reload();
    await waitForHydration(page);
    await expectFilled(fields(page), bookingOn(date));

    await page.goto(bookedPath);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), surveyDraftKey)).toBeNull();
    await openSurvey(page);
    await expect(fields(page).name).toHaveValue("");
    await expect(surveyType(page, booking.surveyType)).not.toBeChecked();
  });

  test("“Book a survey for this move” brings the estimate's home size and summary", async ({ page }) => {
    await page.goto(`${pagePath("estimate")}?from=${hub.slug}&to=${guidedRoute.slug}&home=${someHome.id}`);
    await waitForHydration(page);
    // The link's total is shown as the page hydrates; the hand-off links, which carry the whole
    // estimate, wait for the calculator, whose code loads on the visitor's first use of the page
    // (decision 048): scrolling down to them, or here a key.
    await expect(page.getByRole("combobox", { name: estimateWords.move.to })).toHaveValue(guidedRoute.slug);
    await page.keyboard.press("Shift");
    await expect(page.locator("[data-calculator='running']")).toHaveCount(1);
    await page.getByRole("link", { name: estimateWords.actions.bookSurvey }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${surveyPath}\\?home=${someHome.id}`));
    await waitForHydration(page);
    await expect(fields(page).home).toHaveValue(twoBhk);
    const message = fields(page).message;
    await expect(message).toHaveValue(
      new RegExp(
        fillPlaceholders(estimateContent.words.summary.route.split("{km}")[0] ?? "", {
          from: hub.name,
          to: guidedRoute.name,
        }),
      ),
    );
    await expect(message).toHaveValue(/₹[\d,]+ – ₹[\d,]+/);
    await expect(page.getByText(words.fromEstimate)).toBeVisible();
    // The summary is taken off the address, so a reload restores the visitor's edits from the draft.
    expect(new URL(page.url()).searchParams.has("message")).toBe(false);
    await message.fill("Edited: only the fridge and the beds.");
    await page.reload();
    await waitForHydration(page);
    await expect(fields(page).message).toHaveValue("Edited: only the fridge and the beds.");
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the booking posts natively and lands on /survey-booked/", async ({ page }) => {
    const posted = await standInForFormSubmit(page);
    await page.goto(surveyPath);
    await expect(page.getByText(dateHint)).toBeVisible();
    await fillBooking(page, laterDay);
    await fields(page).submit.click();
    await expect(page).toHaveURL(bookedPath);
    expect(posted).toHaveLength(1);
    expect(postedFields(posted[0] as Request)).toMatchObject({
      ...postedBooking(laterDay),
      _subject: `${words.subject} (English)`,
      _next: `${company.siteUrl}${bookedPath}`,
      _honey: "",
    });
  });
});
