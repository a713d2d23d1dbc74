import { existsSync } from "node:fs";

const firstExisting = (candidates: Array<string | undefined>) =>
  candidates.find((path): path is string => Boolean(path && existsSync(path)));

/** The Chromium the owner's editor tests and the benchmark drive: $CHROME_PATH, else Debian's package. */
export function chromiumPath(): string | undefined {
  return firstExisting([process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]);
}

/**
 * The Chromium the visitor's browser tests and the deployment tests drive: Debian's headless shell
 * (package `chromium-headless-shell`), the same Chromium release without the windowed browser
 * around it, which does the same checks on a fifth less CPU (docs/decisions/025-headless-shell.md).
 * $CHROME_PATH, when set, is used for every test; without the shell, Debian's Chromium.
 */
export function headlessShellPath(): string | undefined {
  if (process.env.CHROME_PATH) return chromiumPath();
  return firstExisting(["/usr/bin/chromium-headless-shell"]) ?? chromiumPath();
}
