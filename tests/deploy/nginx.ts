/**
 * Runs Debian's nginx with the server block we ship (deploy/nginx/site.conf), on loopback ports.
 * The file under test is the file an owner copies: only the lines that cannot work here change,
 * each by an exact match that throws if it no longer finds its line (so a reworded config cannot
 * slip past the swap untested):
 * - the TLS `listen` becomes a plain `listen 127.0.0.1:<port>` (no certificate here), and the
 *   port-80 redirect block listens on a second loopback port;
 * - `root` points at the build, and the headers snippet is included from deploy/nginx/.
 * It runs inside Debian's own /etc/nginx/nginx.conf, with only its pid, logs, `user` and the
 * sites-enabled include pointed elsewhere, so mime types and http-level defaults are the ones a
 * real install has. `node tests/deploy/nginx.ts --port P --redirect-port R --root DIR` serves in
 * the foreground until killed.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const repository = resolve(import.meta.dirname, "..", "..");
export const shippedSiteConfig = join(repository, "deploy", "nginx", "site.conf");
export const shippedHeadersSnippet = join(repository, "deploy", "nginx", "security-headers.conf");
const debianMainConfig = "/etc/nginx/nginx.conf";
/** Debian installs it in /usr/sbin, which is not on every user's PATH. */
const nginxBinary = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

/** Replaces exactly `count` matches of `pattern`, or throws naming what it looked for. */
function swap(text: string, pattern: RegExp, replacement: string, what: string, count = 1): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))?.length ?? 0;
  if (found !== count) throw new Error(`${what}: expected ${count} match(es) of ${pattern}, found ${found}`);
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`), replacement);
}

export type NginxPorts = { port: number; redirectPort: number };

/** deploy/nginx/site.conf with its TLS listen, port-80 listen, root and snippet path swapped for this machine. */
export function siteConfigForTest(shipped: string, root: string, { port, redirectPort }: NginxPorts): string {
  let config = swap(shipped, /^(\s*)listen 443 ssl[^;]*;$/m, `$1listen 127.0.0.1:${port};`, "the TLS listen");
  config = swap(
    config,
    /^\s*ssl_\w+ [^;]*;\n/m,
    "",
    "TLS certificate lines",
    (shipped.match(/^\s*ssl_\w+ /gm) ?? []).length,
  );
  config = swap(config, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${redirectPort};`, "the port-80 listen");
  config = swap(config, /^(\s*)root \/var\/www\/godavari-packers;$/m, `$1root ${root};`, "the root");
  const includes = (shipped.match(/include \/etc\/nginx\/snippets\/godavari-security-headers\.conf;/g) ?? []).length;
  return swap(
    config,
    /include \/etc\/nginx\/snippets\/godavari-security-headers\.conf;/,
    `include ${shippedHeadersSnippet};`,
    "the headers snippet",
    includes || 1,
  );
}

/** Debian's nginx.conf with its machine-wide paths moved into `workDirectory`. */
export function mainConfigForTest(debian: string, workDirectory: string, siteConfigPath: string): string {
  let config = swap(debian, /^pid [^;]+;$/m, `pid ${join(workDirectory, "nginx.pid")};`, "the pid file");
  config = swap(config, /^error_log [^;]+;$/m, `error_log ${join(workDirectory, "error.log")};`, "the error log");
  config = swap(config, /^(\s*)access_log [^;]+;$/m, "$1access_log off;", "the access log");
  config = swap(
    config,
    /^(\s*)include \/etc\/nginx\/sites-enabled\/\*;$/m,
    `$1include ${siteConfigPath};`,
    "sites-enabled",
  );
  // Workers read the build where it is, under the checkout, rather than a copy in /var/www.
  config = swap(config, /^user [^;]+;$/m, process.getuid?.() === 0 ? "user root;" : "", "the user");
  // Two workers, as on the 2-core machines this runs on, instead of `auto`'s count of every core the host has.
  config = swap(config, /^worker_processes [^;]+;$/m, "worker_processes 2;", "the worker count");
  const temporaryPaths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `\t${kind}_temp_path ${join(workDirectory, `${kind}-temp`)};`)
    .join("\n");
  return swap(config, /^http \{$/m, `http {\n${temporaryPaths}`, "the http block");
}

export function nginxAvailable(): boolean {
  return existsSync(debianMainConfig) && spawnSync(nginxBinary, ["-v"]).status === 0;
}

/** Writes the configuration for `root` into `workDirectory` and returns the path of its main file. */
export function writeNginxConfig(root: string, workDirectory: string, ports: NginxPorts): string {
  workDirectory = resolve(workDirectory);
  mkdirSync(workDirectory, { recursive: true });
  const sitePath = join(workDirectory, "site.conf");
  writeFileSync(sitePath, siteConfigForTest(readFileSync(shippedSiteConfig, "utf8"), resolve(root), ports));
  const mainPath = join(workDirectory, "nginx.conf");
  writeFileSync(mainPath, mainConfigForTest(readFileSync(debianMainConfig, "utf8"), workDirectory, sitePath));
  return mainPath;
}

/** Starts nginx in the foreground (it stops when its parent kills it); `nginx -t` first, so a bad config fails loudly. */
export function startNginx(root: string, workFolder: string, ports: NginxPorts) {
  const workDirectory = resolve(workFolder);
  if (!nginxAvailable()) throw new Error("nginx is not installed: `apt-get install nginx-light` (.ci/run does).");
  const mainPath = writeNginxConfig(root, workDirectory, ports);
  const prefix = ["-e", join(workDirectory, "error.log"), "-c", mainPath];
  const check = spawnSync(nginxBinary, [...prefix, "-t", "-q"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  return spawn(nginxBinary, [...prefix, "-g", "daemon off;"], { stdio: "inherit" });
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      "redirect-port": { type: "string" },
      root: { type: "string" },
      "work-dir": { type: "string" },
    },
  });
  const root = values.root ?? join(process.env.BUILD_DIR ?? "build", "client");
  const ports = { port: Number(values.port ?? 4402), redirectPort: Number(values["redirect-port"] ?? 4403) };
  const nginx = startNginx(root, values["work-dir"] ?? join(process.env.BUILD_DIR ?? "build", "nginx"), ports);
  console.log(`nginx serving ${root} on http://127.0.0.1:${ports.port} (redirect block on ${ports.redirectPort})`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => nginx.kill("SIGQUIT"));
  nginx.on("exit", (code) => process.exit(code ?? 0));
}
