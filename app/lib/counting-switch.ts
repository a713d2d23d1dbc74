/**
 * The page's counting settings (`<meta name="analytics">`, written by scripts/postbuild.ts) when
 * this visit is counted: the owner has turned counting on and the browser sends neither Do Not
 * Track nor Global Privacy Control. Asked before any counting code is loaded, so that while
 * counting is off, or the visitor has opted out, none is (docs/decisions/031-cookieless-analytics.md, 045).
 */
export function countingSettings(): HTMLMetaElement | null {
  const nav: Navigator & { globalPrivacyControl?: boolean } = navigator;
  if (nav.doNotTrack === "1" || nav.globalPrivacyControl === true) return null;
  return document.querySelector<HTMLMetaElement>('meta[name="analytics"]');
}
