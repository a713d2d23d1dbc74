/**
 * Where a host answers differently from our server and that is acceptable, with the reason. The
 * deployment tests assert these exact answers, so a host that changes (for better or worse) fails
 * the test until this file is updated.
 */
import type { TargetName } from "./targets.ts";

/**
 * How a host answers one URL: its status, and what it shows (the not-found page, or the page at
 * that path); `stays` when it shows that page at the odd address instead of redirecting to it.
 */
export type Outcome = { status: number; shows?: string | "not-found"; stays?: true };

export type Differences = {
  /** The status of the trailing-slash and /x/index.html redirects. */
  redirectStatus: 301 | 308;
  /**
   * The encoding chosen for `Accept-Encoding: br, gzip`, whether compressed answers say `Vary:
   * Accept-Encoding`, and whether the host sends the build's compressed copies (scripts/precompress.ts)
   * as they are rather than compressing by itself.
   */
  encodings: { preferred: "br" | "gzip"; vary: boolean; sendsCopies: boolean };
  /** Folders without a trailing slash that are first redirected to `folder/` (then 404). */
  folderRedirects: string[];
  /** Status of `/_headers` and the planted dotfiles, where not 404. */
  privateFiles: Record<string, number>;
  /** Hostile URLs (tests/hostile-urls.ts) that end elsewhere than the list says. */
  hostile: Record<string, Outcome>;
  /**
   * What decides whether a response gets a page's policy or a file's (under which no script runs):
   * the Content-Type it is sent with, or the extension of the address asked for.
   */
  policyBy: "type" | "path";
};

const ours: Differences = {
  redirectStatus: 301,
  encodings: { preferred: "br", vary: true, sendsCopies: true },
  folderRedirects: [],
  privateFiles: {},
  hostile: {},
  policyBy: "type",
};

/** Neither nginx nor Cloudflare Pages folds case: `/ABOUT/` is a different, unknown path. */
const caseSensitive: Record<string, Outcome> = Object.fromEntries(
  ["/ABOUT/", "/About", "/services/PACKAGING/"].map((url) => [url, { status: 404, shows: "not-found" }]),
);

const nginx: Differences = {
  ...ours,
  // Without Debian's brotli static module, nginx has only gzip_static: the .gz copies.
  encodings: { preferred: "gzip", vary: true, sendsCopies: true },
  // nginx redirects a folder to its slash before finding no index.html in it; the end is the same 404.
  folderRedirects: ["/assets"],
  hostile: {
    ...caseSensitive,
    // nginx refuses a NUL byte, and a path that climbs above the root once decoded, as a bad request
    // before any configuration applies: its own 400 page, not ours, and nothing served.
    "/services/%00": { status: 400 },
    "/services/%00/": { status: 400 },
    "/services/..%2f..": { status: 400 },
    "/services/..%2f..%2f..%2fetc%2fpasswd": { status: 400 },
  },
};

export const differences: Record<TargetName, Differences> = {
  "our-server": ours,
  nginx,
  // With the module, the .br copies too, and nginx answers as our server does.
  "nginx-brotli-static": { ...nginx, encodings: { preferred: "br", vary: true, sendsCopies: true } },
  "cloudflare-pages": {
    ...ours,
    redirectStatus: 308,
    // Pages chooses headers by path only (_headers): an address ending in a file's extension gets
    // the file policy, even when what it answers is the not-found page (`/admin/config.json`).
    policyBy: "path",
    // The local runtime compresses but does not say Vary; Cloudflare's edge in front of Pages does.
    // Pages compresses by itself and ignores the copies (deploy/README.md).
    encodings: { preferred: "br", vary: false, sendsCopies: false },
    privateFiles: {
      // Local runtime only: it looks for /_headers/index.html on disk and fails. `wrangler pages
      // deploy` never uploads _headers (nor .git), so the real host has no such file.
      "/_headers": 502,
      "/.git/config": 200,
      // Pages serves any file it is given, dotfiles included, and `pages deploy` uploads them: the
      // build must hold none, which "the build itself holds no dotfiles" checks.
      "/.env": 200,
    },
    hostile: {
      ...caseSensitive,
      // Pages decodes %2F and serves the page at that address, where React Router then finds no
      // route and shows its not-found view; a visitor only gets there by mangling a link.
      "/services%2fpackaging/": { status: 200, shows: "/services/packaging/", stays: true },
      "/services/packaging%2f": { status: 200, shows: "/services/packaging/", stays: true },
      // The same for doubled slashes, which Pages neither merges nor redirects.
      "//services//": { status: 200, shows: "/services/", stays: true },
      // Local runtime only: it hands the path to the file system, which refuses a NUL byte or a
      // name over 255 bytes. Deployed, Pages looks paths up in its asset manifest instead.
      "/services/%00": { status: 502 },
      "/services/%00/": { status: 502 },
      [`/services/${"a".repeat(300)}/`]: { status: 502 },
      [`/${"x".repeat(2000)}`]: { status: 502 },
      "/_headers": { status: 502 },
      // The planted files, as above.
      "/.env": { status: 200 },
      "/.git/config": { status: 200 },
    },
  },
};

export function differencesOf(target: TargetName): Differences {
  return differences[target];
}
