import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { content } from "../../content/content.server";
import { countText } from "../../lib/count-text";
import { enquiryDraftKey, loadEnquiryDraft, saveEnquiryDraft } from "../../lib/enquiry-draft";
import { EnquiryForm } from "./enquiry-form";

const services = content.services.map(({ slug, enquiryLabel }) => ({ slug, enquiryLabel }));

function renderForm() {
  render(
    <EnquiryForm
      words={content.enquiry}
      action="http://localhost/__formsubmit/enquiry@example.in"
      thankYouUrl="https://www.example.in/thank-you/"
      services={services}
    />,
  );
  return {
    name: screen.getByRole("textbox", { name: "Your name" }) as HTMLInputElement,
    email: screen.getByRole("textbox", { name: "E-mail" }) as HTMLInputElement,
    phone: screen.getByRole("textbox", { name: "Mobile number" }) as HTMLInputElement,
    service: screen.getByRole("combobox", { name: "Service you need" }) as HTMLSelectElement,
    message: screen.getByRole("textbox", { name: "About your move" }) as HTMLTextAreaElement,
  };
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("EnquiryForm", () => {
  it("saves what is typed and restores it on the next visit", async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.click(first.name);
    await user.paste("Ravi Kumar");
    await user.selectOptions(first.service, "Relocation Services");
    await user.click(first.message);
    await user.paste("1BHK to Pune");
    expect(loadEnquiryDraft()).toMatchObject({
      name: "Ravi Kumar",
      service: "Relocation Services",
      message: "1BHK to Pune",
    });

    document.body.innerHTML = "";
    const second = renderForm();
    expect(second.name.value).toBe("Ravi Kumar");
    expect(second.service.value).toBe("Relocation Services");
    expect(second.message.value).toBe("1BHK to Pune");
    expect(
      screen.getByText(
        countText(content.enquiry.fields.message.hintWithCount, 1000 - "1BHK to Pune".length, "en-IN", {}, "left"),
      ),
    ).toBeInTheDocument();
  });

  it("preselects the service named in ?service=, over the draft's", () => {
    saveEnquiryDraft({ name: "Ravi", service: "Warehousing Service" });
    window.history.replaceState(null, "", "/contact/?service=project-cargo");
    const form = renderForm();
    expect(form.service.value).toBe("Project Cargo Service");
    expect(form.name.value).toBe("Ravi");
  });

  it("fills the message from ?message= and keeps a saved draft's name, e-mail and phone", () => {
    saveEnquiryDraft({ name: "Ravi", email: "ravi@example.in", phone: "98480 12345", message: "Old note" });
    const message = "My moving estimate\nRoute: Hyderabad to Pune";
    window.history.replaceState(null, "", `/contact/?${new URLSearchParams({ service: "relocation", message })}`);
    const form = renderForm();
    expect(form.message.value).toBe(message);
    expect(form.service.value).toBe("Relocation Services");
    expect([form.name.value, form.email.value, form.phone.value]).toEqual(["Ravi", "ravi@example.in", "98480 12345"]);
    expect(loadEnquiryDraft()).toMatchObject({ name: "Ravi", message });
    // Taken off the address, so a reload brings back the visitor's edits from the draft instead.
    expect(window.location.search).toBe("?service=relocation");
  });

  it("puts a ?message= in the field as text, never as markup", () => {
    window.history.replaceState(null, "", "/contact/?message=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E");
    const form = renderForm();
    expect(form.message.value).toBe("<img src=x onerror=alert(1)>");
    expect(document.querySelector("img")).toBeNull();
  });

  it("ignores an unknown ?service=", () => {
    window.history.replaceState(null, "", "/contact/?service=%3Cscript%3Ealert(1)%3C/script%3E");
    expect(renderForm().service.value).toBe("");
  });

  it("posts back to the page's own /thank-you once running in the browser", () => {
    renderForm();
    const next = document.querySelector<HTMLInputElement>('input[name="_next"]');
    expect(next?.value).toBe(`${window.location.origin}/thank-you/`);
  });

  it("flags a message of only spaces, and accepts real text", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.message, "   ");
    expect(form.message.validity.customError).toBe(true);
    await user.type(form.message, "2BHK");
    expect(form.message.validity.customError).toBe(false);
  });

  it("keeps working when storage refuses to save", async () => {
    const user = userEvent.setup();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    try {
      const form = renderForm();
      await user.type(form.name, "Ravi");
      expect(form.name.value).toBe("Ravi");
      expect(localStorage.getItem(enquiryDraftKey)).toBeNull();
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
