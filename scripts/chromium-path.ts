import { existsSync } from "node:fs";

/** The Chromium the tests and the benchmark drive: $CHROME_PATH, else Debian's package. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}
