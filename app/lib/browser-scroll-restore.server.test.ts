import { describe, expect, it } from "vitest";
import { drawWholePageWhileBrowserRestores, withBrowserScrollRestore } from "./browser-scroll-restore.server";

describe("the script that draws the whole page while the browser restores its offset", () => {
  it("goes right after the charset, so it runs before anything is laid out", () => {
    const html =
      '<!DOCTYPE html><html lang="te-IN"><head><meta charSet="utf-8"/><title>x</title></head><body></body></html>';
    expect(withBrowserScrollRestore(html, "/te/")).toBe(
      `<!DOCTYPE html><html lang="te-IN"><head><meta charSet="utf-8"/><script>${drawWholePageWhileBrowserRestores}</script><title>x</title></head><body></body></html>`,
    );
  });

  it("refuses a page without a head or a charset rather than leave it out", () => {
    expect(() => withBrowserScrollRestore("<html><body></body></html>", "/x/")).toThrow(/no <head>/);
    expect(() => withBrowserScrollRestore("<html><head><title>x</title></head></html>", "/x/")).toThrow(/charSet/);
  });

  it("is a script the browser can run, that ends no sooner than load", () => {
    expect(() => new Function(drawWholePageWhileBrowserRestores)).not.toThrow();
    expect(drawWholePageWhileBrowserRestores).toContain('addEventListener("load"');
  });
});
