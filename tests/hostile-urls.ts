import { pagePath, paths } from "../app/lib/paths";

/**
 * Odd and hostile URLs, each with where it must end up: a page of the site (after at most a
 * redirect to its one true URL) or the not-found page. Payloads set `window.__pwned` or open a
 * dialog if they ever run.
 */
export const hostileUrls: Array<[url: string, lands: string | "not-found"]> = [
  ["/services/%00", "not-found"],
  ["/services/%00/", "not-found"],
  ["/services/..%2f..", "not-found"],
  ["/services/..%2f..%2f..%2fetc%2fpasswd", "not-found"],
  ["/services/%2e%2e/%2e%2e/package.json", "not-found"],
  ["/services/%252e%252e%252f/", "not-found"],
  ["/services%2fpackaging/", "not-found"],
  ["/services/packaging%2f", "not-found"],
  ["/services/%5c..%5c/", "not-found"],
  [`/services/${"a".repeat(300)}/`, "not-found"],
  [`/${"x".repeat(2000)}`, "not-found"],
  ["/services/पैकिंग/", "not-found"],
  ["/सेवाएं/", "not-found"],
  ["/services/📦/", "not-found"],
  ["/services/packaging%20/", "not-found"],
  ["/services/packaging./", "not-found"],
  ["/about./", "not-found"],
  ["/about../", "not-found"],
  ["/services/javascript:window.__pwned=1/", "not-found"],
  ["/%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E/", "not-found"],
  ["/services/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E/", "not-found"],
  ["/__proto__/", "not-found"],
  ["/services/constructor/", "not-found"],
  ["/.env", "not-found"],
  ["/.git/config", "not-found"],
  ["/build/", "not-found"],
  ["/node_modules/", "not-found"],
  ["/package.json", "not-found"],
  ["/_headers", "not-found"],
  ["/assets/", "not-found"],
  ["/index.html", paths.home],
  ["/about/index.html", paths.about],
  ["//services//", paths.services],
  ["///about", paths.about],
  ["//evil.example/", "not-found"],
  ["/ABOUT/", paths.about],
  ["/About", paths.about],
  ["/services/PACKAGING/", paths.service("packaging")],
  ["/contact?service=<script>alert(1)</script>", paths.contact],
  ["/contact/?service=<script>window.__pwned=1</script>", paths.contact],
  ['/contact/?service="><img src=x onerror=alert(1)>', paths.contact],
  ["/contact/?service=packaging&service=<svg/onload=alert(1)>", paths.contact],
  ["/search/?q=<script>window.__pwned=1</script>", paths.search],
  ['/search/?q="><svg onload=alert(1)>', paths.search],
  ["/search/?q=%F0%9F%93%A6%00%E0%A4", paths.search],
  ["/?utm_source=<x>&&&==%%&a[]=1&__proto__[x]=1", paths.home],
  ["/about/?%zz%", paths.about],
  ["/thank-you/?name=<b>x</b>&message=<script>alert(1)</script>", paths.thankYou],
  ["/claims-and-paperwork/?consignment=<script>window.__pwned=1</script>", pagePath("claimsAndPaperwork")],
  [
    '/claims-and-paperwork/?message="><img src=x onerror=alert(1)>#<svg/onload=alert(1)>',
    pagePath("claimsAndPaperwork"),
  ],
  ["/claim-received/?name=<b>x</b>&consignment=<script>alert(1)</script>", pagePath("claimReceived")],
  ["/book-survey/?home=<script>window.__pwned=1</script>&message=<img src=x onerror=alert(1)>", pagePath("bookSurvey")],
  [
    '/book-survey/?home=2bhk"><svg onload=alert(1)>&message=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E',
    pagePath("bookSurvey"),
  ],
  ["/services/packaging/#<img src=x onerror=alert(1)>", paths.service("packaging")],
  ['/gallery/#"]);window.__pwned=1;//', pagePath("gallery")],
];

/**
 * The same kinds of address under a translation's prefix: a translated page's code reads its
 * address as the English one's does, and an unknown page under /te/ or /hi/ is that language's
 * not-found page (a deployment test checks each host answers with it).
 */
export const translatedHostileUrls: Array<[url: string, lands: string | "not-found"]> = [
  ["/te/services/%00/", "not-found"],
  ["/hi/services/javascript:window.__pwned=1/", "not-found"],
  ["/te/%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E/", "not-found"],
  ["/hi/__proto__/", "not-found"],
  ["/te/services/పేకింగ్/", "not-found"],
  ["/te/contact/?service=<script>window.__pwned=1</script>", `/te${paths.contact}`],
  ['/hi/search/?q="><svg onload=alert(1)>', `/hi${paths.search}`],
  ["/te/services/packaging/#<img src=x onerror=alert(1)>", `/te${paths.service("packaging")}`],
];
