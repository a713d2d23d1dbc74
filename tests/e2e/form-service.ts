import type { Page, Request, Route } from "@playwright/test";

/**
 * Answers a form's POST to FormSubmit (`action`) as FormSubmit does: a redirect to the form's own
 * thank-you page (`landing`) on this server (without JavaScript `_next` names the public site,
 * which is not here). Nothing reaches FormSubmit: the browser reaches no other host
 * (playwright.config.ts). Returns the requests it answered.
 */
export async function standInForFormSubmit(page: Page, action: string, landing: string): Promise<Request[]> {
  const posted: Request[] = [];
  await page.route(
    (url) => url.href === action,
    async (route: Route) => {
      posted.push(route.request());
      await route.fulfill({ status: 302, headers: { location: new URL(landing, page.url()).href } });
    },
  );
  return posted;
}
