// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { whenNeeded } from "./until-needed";

const selector = "main form[method='post']";

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

function renderForm() {
  document.body.innerHTML = `<main><form method="post">
    <input name="name" value="">
    <textarea name="message"></textarea>
    <select name="service"><option value="" selected>Choose</option><option value="Packing">Packing</option></select>
  </form></main>`;
  return document.querySelector("form") as HTMLFormElement;
}

describe("whenNeeded", () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
    document.body.innerHTML = "";
  });

  it("waits, on a pre-rendered page opened plainly, for the visitor's first key, touch, focus or scroll", async () => {
    for (const event of ["keydown", "pointerdown", "focusin", "scroll"]) {
      renderForm();
      const needed = whenNeeded(selector, { arrivedHydrating: true, draftKey: "enquiryDraft" });
      expect(await settled(needed), event).toBe(false);
      window.dispatchEvent(new Event(event));
      expect(await settled(needed), event).toBe(true);
    }
  });

  it("is needed at once on a client-side navigation or with a query to take in", async () => {
    renderForm();
    expect(await settled(whenNeeded(selector, { arrivedHydrating: false }))).toBe(true);
    window.history.replaceState(null, "", "/contact/?service=packaging");
    expect(await settled(whenNeeded(selector, { arrivedHydrating: true }))).toBe(true);
  });

  it("waits for first use with a query the page shows without the form's code (the estimate's link)", async () => {
    renderForm();
    window.history.replaceState(null, "", "/estimate/?from=hyderabad&to=pune");
    const needed = whenNeeded(selector, { arrivedHydrating: true, queryCanWait: true });
    expect(await settled(needed)).toBe(false);
    window.dispatchEvent(new Event("scroll"));
    expect(await settled(needed)).toBe(true);
  });

  it("is needed at once when a draft waits, but not when storage refuses to be read", async () => {
    renderForm();
    localStorage.setItem("enquiryDraft", "{}");
    expect(await settled(whenNeeded(selector, { arrivedHydrating: true, draftKey: "enquiryDraft" }))).toBe(true);
    expect(await settled(whenNeeded(selector, { arrivedHydrating: true, draftKey: "surveyDraft" }))).toBe(false);
  });

  it("is needed at once when a field was typed into or chosen before the code arrived", async () => {
    for (const change of [
      (form: HTMLFormElement) => {
        (form.elements.namedItem("name") as HTMLInputElement).value = "Lakshmi";
      },
      (form: HTMLFormElement) => {
        (form.elements.namedItem("message") as HTMLTextAreaElement).value = "2 BHK";
      },
      (form: HTMLFormElement) => {
        (form.elements.namedItem("service") as HTMLSelectElement).value = "Packing";
      },
    ]) {
      const form = renderForm();
      expect(await settled(whenNeeded(selector, { arrivedHydrating: true }))).toBe(false);
      change(form);
      expect(await settled(whenNeeded(selector, { arrivedHydrating: true }))).toBe(true);
    }
  });
});
