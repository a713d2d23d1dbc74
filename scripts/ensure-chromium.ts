/**
 * Browser tests use Debian's Chromium, never a downloaded browser build. Where it is missing,
 * install it when we can (as root), or say in one line how to.
 */
import { execSync } from "node:child_process";
import { chromiumPath } from "./chromium-path.ts";

if (!chromiumPath()) {
  if (process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium package…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
  } else {
    console.error("Chromium is needed for the browser tests: run `sudo apt-get install chromium` or set CHROME_PATH.");
    process.exit(1);
  }
}
