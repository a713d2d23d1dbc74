import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { company } from "../content/company";
import { contentFor } from "../content/content.server";
import VerifyUsPage, { loader } from "./verify-us";

/** Long enough for the first render on a busy machine, which also compiles the page's modules. */
const slow = { timeout: 10_000 };

describe.each(["en", "te", "hi"] as const)("/verify-us/ in %s", (language) => {
  const { verifyUs } = contentFor(language);

  it("names the trade and legal names exactly as registered, in English letters, in the GST and Udyam steps and the documents", async () => {
    const path = language === "en" ? "/verify-us/" : `/${language}/verify-us/`;
    const Stub = createRoutesStub([
      { path: language === "en" ? "/verify-us/" : "/:lang/verify-us/", Component: VerifyUsPage, loader },
    ]);
    render(<Stub initialEntries={[path]} />);
    const registration = await screen.findByRole("region", { name: verifyUs.registration.heading }, slow);
    const gst = within(registration)
      .getByRole("heading", { name: verifyUs.registration.gst.heading })
      .closest("section");
    const udyam = within(registration)
      .getByRole("heading", { name: verifyUs.registration.udyam.heading })
      .closest("section");
    expect(gst).toHaveTextContent(company.registeredName);
    expect(gst).toHaveTextContent(company.proprietor.registeredName);
    expect(udyam).toHaveTextContent(company.registeredName);
    expect(
      /^[\x20-\x7e]+$/.test(company.registeredName) && /^[\x20-\x7e]+$/.test(company.proprietor.registeredName),
    ).toBe(true);
    const documents = screen.getByRole("region", { name: verifyUs.documents.heading });
    expect(documents).toHaveTextContent(company.registeredName);
  });
});
