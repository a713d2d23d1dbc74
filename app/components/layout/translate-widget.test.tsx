import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { content } from "../../content/content.server";
import { TranslateWidget } from "./translate-widget";

const siteUrl = "https://example.in";
const scriptUrl = /^https:\/\/translate\.google\.com\/translate_a\/element\.js/;

type TranslateScope = {
  google?: { translate?: { TranslateElement: unknown } };
  initGoogleTranslateElement?: () => void;
};
const scope = window as unknown as TranslateScope;

function renderWidget() {
  return render(
    <MemoryRouter initialEntries={["/about/"]}>
      <TranslateWidget siteUrl={siteUrl} words={content.interface.footer.translate} />
    </MemoryRouter>,
  );
}

/** The script tag the widget added, once its loader (its own chunk) has run. */
async function injectedScript() {
  await vi.waitFor(() => {
    if (!document.querySelector("script[src]")) throw new Error("no script yet");
  });
  const script = document.querySelector<HTMLScriptElement>("script[src]");
  expect(script?.src).toMatch(scriptUrl);
  return script as HTMLScriptElement;
}

beforeEach(() => {
  // The loader remembers its one attempt per page load; every test is a fresh page.
  vi.resetModules();
});

afterEach(() => {
  for (const script of document.querySelectorAll("script")) script.remove();
  delete scope.google;
  delete scope.initGoogleTranslateElement;
});

it("offers plain Google Translate links and loads nothing until asked", () => {
  renderWidget();
  expect(screen.getByRole("button", { name: "Translate" })).toBeInTheDocument();
  const tamil = screen.getByRole("link", { name: /Tamil/ });
  expect(tamil).toHaveAttribute(
    "href",
    `https://translate.google.com/translate?sl=auto&tl=ta&u=${encodeURIComponent(`${siteUrl}/about/`)}`,
  );
  // Closed until asked for, so the first paint does not lay out the Indic-script names.
  const disclosure = tamil.closest("details");
  expect(disclosure).not.toHaveAttribute("open");
  expect(disclosure?.querySelector("summary")).toHaveTextContent("Open this page in Google Translate");
  expect(document.querySelector("script[src]")).toBeNull();
});

it("loads Google's widget on Translate and shows it in place of the links", async () => {
  const TranslateElement = vi.fn();
  const user = userEvent.setup();
  renderWidget();
  await user.click(screen.getByRole("button", { name: "Translate" }));
  expect(screen.getByText("Loading translator…")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Translate" })).toBeNull();

  await injectedScript();
  // What Google's script does when it has loaded.
  scope.google = { translate: { TranslateElement } };
  await act(async () => scope.initGoogleTranslateElement?.());
  expect(TranslateElement).toHaveBeenCalledWith(
    expect.objectContaining({ pageLanguage: "en" }),
    "google-translate-element",
  );
  expect(screen.queryByRole("link", { name: /Tamil/ })).toBeNull();
  expect(screen.queryByText("Loading translator…")).toBeNull();
});

it("keeps the plain links when Google's script cannot be reached", async () => {
  const user = userEvent.setup();
  renderWidget();
  await user.click(screen.getByRole("button", { name: "Translate" }));
  const script = await injectedScript();
  await act(async () => script.dispatchEvent(new Event("error")));
  expect(await screen.findByRole("link", { name: /Tamil/ })).toBeInTheDocument();
  expect(screen.queryByText("Loading translator…")).toBeNull();
  expect(screen.queryByRole("button", { name: "Translate" })).toBeNull();
});
