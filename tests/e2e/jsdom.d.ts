/** The little of jsdom (a devDependency, without types of its own) that served-page.ts parses pages with. */
declare module "jsdom" {
  export const JSDOM: { fragment(html: string): DocumentFragment };
}
