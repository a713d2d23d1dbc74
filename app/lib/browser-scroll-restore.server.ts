/**
 * An inline script that app/entry.server.tsx writes into the head of every pre-rendered page (React
 * leaves it alone when it hydrates the head, and no page's JavaScript carries it): when the
 * browser itself will put the page back where the visitor left it (a reload, or Back and Forward
 * into a page not kept in memory), every section is laid out until it has. Sections below the first screen are laid out only near the
 * viewport (app.css, `drawn-when-near`), each as tall as a placeholder until then; the offset the
 * browser restores was measured on a page whose sections had their own heights, so on the new copy
 * it landed elsewhere, a screen or more away on a long Telugu or Hindi contact page.
 * (`scroll-positions.tsx` does the same for the router's own Back and Forward.)
 *
 * With JavaScript off the browser restores the offset as before, onto placeholders.
 *
 * A constructed style sheet, so the document React hydrates is not touched; it is dropped two
 * frames after `load`, by when the browser has restored the offset and each section remembers its
 * height. Written as the browser runs it: no build step touches an inline script.
 */
export const drawWholePageWhileBrowserRestores = [
  "(()=>{",
  'const entry=performance.getEntriesByType("navigation")[0];',
  'if(!entry||(entry.type!=="reload"&&entry.type!=="back_forward")||!("adoptedStyleSheets" in document))return;',
  "const sheet=new CSSStyleSheet();",
  'sheet.replaceSync(".drawn-when-near{content-visibility:visible}");',
  "document.adoptedStyleSheets=[...document.adoptedStyleSheets,sheet];",
  'addEventListener("load",()=>requestAnimationFrame(()=>requestAnimationFrame(()=>{',
  "document.adoptedStyleSheets=document.adoptedStyleSheets.filter((other)=>other!==sheet);",
  "})),{once:true});",
  "})();",
].join("");

/** The page's HTML with the script right after the charset, the head's first element. */
export function withBrowserScrollRestore(html: string, pathname: string): string {
  const start = html.indexOf("<head>");
  if (start < 0) throw new Error(`${pathname}: no <head> to put the scroll-restoring script in`);
  const charset = html.indexOf("<meta charSet", start);
  if (charset < 0) throw new Error(`${pathname}: no <meta charSet> in the head`);
  const at = html.indexOf(">", charset) + 1;
  return `${html.slice(0, at)}<script>${drawWholePageWhileBrowserRestores}</script>${html.slice(at)}`;
}
