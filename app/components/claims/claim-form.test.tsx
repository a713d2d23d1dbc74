import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { claimsContent, content } from "../../content/content.server";
import { claimDraft, claimDraftKey } from "../../lib/claim-draft";
import { ClaimForm } from "./claim-form";

const { form: words, consignmentNumber, facts } = claimsContent;

function renderForm() {
  render(
    <ClaimForm
      words={words}
      action="http://localhost/__formsubmit/enquiry@example.in"
      receivedUrl="https://www.example.in/claim-received/"
      receivedPath="/claim-received/"
      consignmentFormat={consignmentNumber}
      consignmentExample={consignmentNumber.example}
      photoLimitMb={facts.photoLimitMb}
      whatsappNumber={content.company.whatsappNumber}
      opensWhatsapp={content.interface.contactButtons.opensWhatsapp}
    />,
  );
  return {
    consignment: screen.getByRole("textbox", { name: words.consignment.label }) as HTMLInputElement,
    name: screen.getByRole("textbox", { name: words.name.label }) as HTMLInputElement,
    message: screen.getByRole("textbox", { name: words.message.label }) as HTMLTextAreaElement,
    photos: screen.getByLabelText(words.photos.label) as HTMLInputElement,
    whatsapp: screen.getByRole("link", { name: new RegExp(words.whatsapp.link) }),
  };
}

describe("ClaimForm", () => {
  it("keeps the typed fields, not the photos, and restores them on the next visit", async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(first.consignment, consignmentNumber.example);
    await user.type(first.name, "Ravi Kumar");
    await user.type(first.message, "Carton C-02: bowls broken");
    expect(claimDraft.load()).toEqual({
      consignment: consignmentNumber.example,
      name: "Ravi Kumar",
      phone: "",
      email: "",
      message: "Carton C-02: bowls broken",
    });
    expect(localStorage.getItem(claimDraftKey)).not.toContain("attachment");

    document.body.innerHTML = "";
    const second = renderForm();
    expect(second.consignment.value).toBe(consignmentNumber.example);
    expect(second.message.value).toBe("Carton C-02: bowls broken");
  });

  it("puts the typed consignment number into the WhatsApp message for photos", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    const message = () => new URL(form.whatsapp.getAttribute("href") ?? "").searchParams.get("text");
    expect(message()).toContain(words.whatsapp.noNumberYet);
    await user.type(form.consignment, consignmentNumber.example);
    expect(message()).toContain(consignmentNumber.example);
    expect(message()).not.toContain(words.whatsapp.noNumberYet);
  });

  it("refuses photos over the form service's limit, and takes them within it", () => {
    const form = renderForm();
    const photo = (megabytes: number) =>
      new File([new Uint8Array(megabytes * 1024 * 1024)], "damage.jpg", { type: "image/jpeg" });
    fireEvent.change(form.photos, { target: { files: [photo(6), photo(5)] } });
    expect(form.photos.validationMessage).toBe(words.photos.tooLarge);
    fireEvent.change(form.photos, { target: { files: [photo(6)] } });
    expect(form.photos.validity.valid).toBe(true);
  });

  it("flags a description of only spaces", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.message, "   ");
    expect(form.message.validity.customError).toBe(true);
    await user.type(form.message, "Table scratched");
    expect(form.message.validity.customError).toBe(false);
  });

  it("comes back to this site's /claim-received/ once running in the browser", () => {
    renderForm();
    const next = document.querySelector<HTMLInputElement>('input[name="_next"]');
    expect(next?.value).toBe(`${window.location.origin}/claim-received/`);
    expect(document.querySelector("form")?.getAttribute("enctype")).toBe("multipart/form-data");
  });
});
