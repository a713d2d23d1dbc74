import { useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunction,
  UNSAFE_FrameworkContext,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { filePaths } from "./lib/file-paths";
import "./app.css";
import { siteIcons } from "./assets/icons";
import { FloatingContact, floatingContactId } from "./components/layout/floating-contact";
import { ScrollPositions } from "./components/layout/scroll-positions";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { LazyNotFoundView, NotFoundFromHost } from "./components/lazy-not-found-content";
import { sentenceText } from "./components/ui/sentence";
import { contentFor } from "./content/content.server";
import { errorFallback } from "./content/error-fallback";
import { countingSettings } from "./lib/counting-switch";
import {
  type LayoutData,
  languageLinks,
  selectLayoutContent,
  selectNotFoundContent,
  useLayoutData,
} from "./lib/layout-data";
import { bareNotFoundMeta } from "./lib/not-found-meta";
import { languageOfPath } from "./lib/page-language";
import { translatedNotFoundPath } from "./lib/page-registry";
import { notFoundMeta } from "./lib/seo";

export async function loader({ url, request }: Route.LoaderArgs): Promise<LayoutData> {
  // The normalised address: pre-rendering a page's data requests `/estimate/_.data`, which an
  // in-app move loads (shouldRevalidate, below), and whose language links must name `/estimate/`.
  const { pathname } = url;
  const language = languageOfPath(pathname);
  const content = contentFor(language);
  const layout = selectLayoutContent(content);
  // Each language's not-found page is an SPA fallback: English's is rendered as "/", whose links
  // are the home pages already; the translations' at an address that is not a page (/te/404/).
  const isPage = !pathname.endsWith(translatedNotFoundPath);
  // The not-found view's words and meta go only into the SPA fallbacks (404.html, te/404.html,
  // hi/404.html), every one rendered with React Router's SPA-mode header (scripts/postbuild.ts for
  // the translations). A page's data is decoded on the main thread as it hydrates (decision 049);
  // an in-app move to a missing address loads the host's 404 page (ErrorBoundary, below).
  const notFound = request.headers.has("X-React-Router-SPA-Mode") ? selectNotFoundContent(content) : undefined;
  // The organisation's JSON-LD is not data: app/entry.server.tsx writes it into the page's head.
  return {
    ...layout,
    languageLinks: languageLinks(isPage ? pathname : undefined, language),
    brochureHref: filePaths.brochure(language),
    ...(notFound && { notFound: { ...notFound, meta: notFoundMeta(layout, notFound.page) } }),
  };
}

/**
 * The header's language links name the page being read, so the root's data is loaded again when an
 * in-app link moves to another page (otherwise it keeps the first page's links). With `ssr: false`
 * that data comes in the new page's pre-rendered `_.data` file, which holds every route's data and
 * is fetched for the page anyway (a service's page, whose clientLoader asks for its own part of the
 * file, fetches it twice). The links do not depend on the query, so a change of query alone (the
 * estimate's, the search's) loads nothing for the root. There are no actions to revalidate after.
 * Not destructured: 7 B less gzip on every page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (move) => move.nextUrl.pathname !== move.currentUrl.pathname;

/**
 * Only the SPA fallback (served as 404.html for unknown paths) and error pages show the root's
 * own meta; every route sets its own.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.notFound?.meta ?? bareNotFoundMeta;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: siteIcons.svg, type: "image/svg+xml" },
  { rel: "icon", href: siteIcons.png32, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: siteIcons.appleTouch },
  { rel: "manifest", href: siteIcons.manifest },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const layout = useLayoutData();
  return (
    <html lang={layout?.languageTag ?? "en-IN"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a2540" />
        {/* Holds the first paint until the page's last visible element is parsed (Chromium; other
            browsers ignore it), so a paint mid-parse cannot draw a half-built bar that then moves. */}
        <link rel="expect" href={`#${floatingContactId}`} blocking="render" />
        <Meta />
        <Links />
        {/* app/entry.server.tsx adds the organisation's JSON-LD here, which hydration leaves alone. */}
      </head>
      <body>
        {layout && (
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-marigold-400 px-4 py-3 font-bold text-navy-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {layout.words.skipToContent}
          </a>
        )}
        {layout && (
          <SiteHeader
            company={layout.company}
            mainNavigation={layout.mainNavigation}
            menuNavigation={layout.menuNavigation}
            languageLinks={layout.languageLinks}
            brochureHref={layout.brochureHref}
            words={layout.words.header}
          />
        )}
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        {layout && <SiteFooter {...layout} />}
        {layout && <FloatingContact company={layout.company} words={layout.words.contactButtons} />}
        <ScrollPositions />
        <Scripts />
      </body>
    </html>
  );
}

/** Lets browser tests wait until the page's route (or its error view) is drawn and interactive. */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/**
 * Counts a view of each page the visitor reaches (app/lib/analytics.ts; nothing while counting is
 * off), under its template: the route module drawing it, `home` for each language's home page.
 */
function usePageViews(template?: string, counted = true) {
  const { pathname } = useLocation();
  const route = useMatches().at(-1)?.id ?? "";
  const name = template ?? route.replace(/^routes\//, "").replace(/^home-\w+$/, "home");
  // biome-ignore lint/correctness/useExhaustiveDependencies: another address is another view, whatever its template.
  useEffect(() => {
    // Only a counted visit loads the counting code, in one chunk: while counting is off, no page's
    // first-load JavaScript pays for it (decision 045).
    if (counted && countingSettings())
      import("./lib/analytics-sender").then(({ trackPageView }) => trackPageView(name)).catch(() => {});
  }, [pathname, name, counted]);
}

export default function App() {
  useHydratedMark();
  usePageViews();
  return <Outlet />;
}

/** Shown by the SPA fallbacks (404.html, te/404.html, hi/404.html) before, or without, JavaScript. */
export function HydrateFallback() {
  return <LazyNotFoundView />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // An unknown city's not-found page is this view, in place of App.
  useHydratedMark();
  const layout = useLayoutData();
  // A language's 404.html is an SPA fallback, which hosts serve only for addresses the site does
  // not have. Opened there, the route the browser matches (a city's, for /cities/atlantis/) has no
  // pre-rendered data and fails to load: that is the address not being found, not an error
  // (docs/decisions/026-not-found-on-dynamic-routes.md).
  const onFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Without the layout, the host's 404 page is loaded in this one's place and counts the view:
  // counted here as well, one missing address would be two views.
  usePageViews("not-found", !(notFound && !layout));
  if (layout && (onFallback || notFound)) return <LazyNotFoundView />;
  // An in-app move to an address the site does not have: the root's data request failed with it,
  // so there is no layout; the host's 404 page for the address has it all.
  if (notFound) return <NotFoundFromHost />;
  // Without the layout data the loader's words are missing: the few the browser's code carries stand in.
  const words = layout?.words.errorView ?? errorFallback;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-navy-900">{words.heading}</h1>
      <p className="mt-4 text-lg">{sentenceText(words.text, { phone: layout?.company.mainPhone.number ?? "" })}</p>
    </div>
  );
}
