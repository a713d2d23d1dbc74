/**
 * Browser tests use Debian's Chromium and its headless shell (decision 025), never a downloaded
 * browser build, and the deployment tests run Debian's nginx with the shipped server block, with
 * and without Debian's brotli static module. Where one is missing, install it when we can (as
 * root), or say in one line how to.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { brotliStaticModule } from "../tests/deploy/nginx.ts";
import { chromiumPath, headlessShellPath } from "./chromium-path.ts";

const missing: string[] = [];
if (!chromiumPath()) missing.push("chromium");
if (!process.env.CHROME_PATH && headlessShellPath() === chromiumPath()) missing.push("chromium-headless-shell");
if (!existsSync("/usr/sbin/nginx") && !commandExists("nginx")) missing.push("nginx-light");
if (!existsSync(brotliStaticModule)) missing.push("libnginx-mod-http-brotli-static");

if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian's ${missing.join(" and ")} for the browser and deployment tests…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`, {
      stdio: "inherit",
    });
  } else {
    console.error(
      `The tests need Debian's ${missing.join(" and ")}: run \`sudo apt-get install ${missing.join(" ")}\` (or set CHROME_PATH for Chromium).`,
    );
    process.exit(1);
  }
}

function commandExists(name: string): boolean {
  try {
    execSync(`command -v ${name}`, { stdio: "ignore", shell: "/bin/sh" });
    return true;
  } catch {
    return false;
  }
}
