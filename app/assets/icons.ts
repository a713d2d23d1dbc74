/**
 * The site's icons and web app manifest, written by scripts/build-assets.ts from the logo
 * (public/art/logo-mark.svg) and linked from every page by app/root.tsx.
 */
export const siteIcons = {
  svg: "/art/logo-mark.svg",
  png32: "/favicon-32.png",
  png192: "/icon-192.png",
  png512: "/icon-512.png",
  appleTouch: "/apple-touch-icon.png",
  manifest: "/site.webmanifest",
} as const;
