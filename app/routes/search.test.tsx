import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, expect, it, vi } from "vitest";
import { loadSiteSearch } from "../components/search/load-site-search";
import { content } from "../content/content.server";
import { searchAliases } from "../content/search-aliases";
import { paths } from "../lib/paths";
import { buildSearchDocuments } from "../lib/search-documents";
import { createSearchIndexData, openSiteSearch } from "../lib/site-search";
import SearchPage, { loader } from "./search";

// The real search over the real content, without a server to fetch the index from.
vi.mock("../components/search/load-site-search", () => ({ loadSiteSearch: vi.fn() }));

beforeEach(() => {
  const run = openSiteSearch(
    createSearchIndexData(
      buildSearchDocuments(content, content.cityResultText),
      searchAliases,
      content.interface.searchStopWords,
    ),
  );
  vi.mocked(loadSiteSearch).mockResolvedValue(run);
});

/** Long enough for the first render on a busy machine, which also compiles the page's modules. */
const slow = { timeout: 5000 };

/** The search page at `?q=…` (the query as it arrives in the address), once hydrated. */
function renderSearch(search: string) {
  const Stub = createRoutesStub([{ path: paths.search, Component: SearchPage, loader }]);
  return render(<Stub initialEntries={[`${paths.search}${search}`]} />);
}

it("lists what ?q= finds, the words trimmed", async () => {
  renderSearch("?q=%20%20baroda%20");
  const found = await screen.findByRole("region", { name: "Results for “baroda”" }, slow);
  expect(await screen.findByText("1 result")).toBeInTheDocument();
  expect(found).toHaveTextContent("Vadodara");
});

it.each([
  "?q=<script>window.__pwned=1</script>",
  '?q="><svg onload=alert(1)>',
  "?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
])("shows the markup in %s as text, never as elements", async (search) => {
  const { container } = renderSearch(search);
  const typed = new URLSearchParams(search).get("q")?.trim() ?? "";
  expect(await screen.findByRole("region", { name: `Results for “${typed}”` }, slow)).toBeInTheDocument();
  // The search has run on the text: it found nothing, or something for the words in it.
  expect(await screen.findByText(/^(No results|\d+ results?)$/)).toBeInTheDocument();
  expect(container.querySelectorAll("script, svg[onload], img[onerror], [onload], [onerror]")).toHaveLength(0);
  expect(window).not.toHaveProperty("__pwned");
});

it("takes broken escapes and control characters in ?q= without failing", async () => {
  renderSearch("?q=%F0%9F%93%A6%00%E0%A4");
  expect(await screen.findByRole("region", { name: /^Results for “📦/ }, slow)).toBeInTheDocument();
  expect(await screen.findByText(/^(No results|\d+ results?)$/)).toBeInTheDocument();
});

it("lists nothing without ?q=, or with only spaces", async () => {
  for (const search of ["", "?q=", "?q=%20%20", "?other=pune"]) {
    const { unmount } = renderSearch(search);
    expect(await screen.findByRole("heading", { name: content.pages.search.heading }, slow)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /Results for/ })).not.toBeInTheDocument();
    unmount();
  }
});
