import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { content } from "../../content/content.server";
import { navigationLink } from "../../lib/layout-data";
import { pagePath } from "../../lib/paths";
import { type FaqEntry, FaqSection } from "./faq-section";
import { ReasonsSection } from "./reasons-section";

const { faq, homeSections, reasons } = content;

/** The questions as the home page's loader hands them over: links resolved to addresses. */
const entries: FaqEntry[] = faq.map(({ link, ...item }) => (link ? { ...item, link: navigationLink(link) } : item));

function renderInRouter(Component: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  return render(<Stub initialEntries={["/"]} />);
}

it("groups the six reasons and the six questions as two separate one-open groups, all closed", async () => {
  const { container } = renderInRouter(() => (
    <>
      <ReasonsSection headingWords={homeSections.reasons} reasons={reasons} />
      <FaqSection headingWords={homeSections.faq} faq={entries} />
    </>
  ));
  await screen.findByText(homeSections.faq.heading);
  const details = [...container.querySelectorAll("details")];
  expect(details).toHaveLength(12);
  const names = new Set(details.map((item) => item.getAttribute("name")));
  expect(names.size).toBe(2);
  for (const name of names) expect(details.filter((item) => item.getAttribute("name") === name)).toHaveLength(6);
  expect(details.some((item) => item.open)).toBe(false);
});

it("puts each answer's full text in the page, and an answer's link after it", async () => {
  renderInRouter(() => <FaqSection headingWords={homeSections.faq} faq={entries} />);
  await screen.findByText(homeSections.faq.heading);
  for (const item of faq) {
    expect(screen.getByText(item.question)).toBeInTheDocument();
    expect(screen.getByText(item.answer)).toBeInTheDocument();
  }
  const price = faq.find((item) => item.link?.page === "estimate");
  if (!price?.link) throw new Error("no question links to the estimate");
  expect(screen.getByRole("link", { name: price.link.label, hidden: true })).toHaveAttribute(
    "href",
    pagePath("estimate"),
  );
});
