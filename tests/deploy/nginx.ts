/**
 * Runs Debian's nginx with the server block we ship (deploy/nginx/site.conf), on loopback ports.
 * The file under test is the file an owner copies: only the lines that cannot work here change,
 * each by an exact match that throws if it no longer finds its line (so a reworded config cannot
 * slip past the swap untested):
 * - the TLS `listen` becomes a plain `listen 127.0.0.1:<port>` (no certificate here), and the
 *   port-80 redirect block listens on a second loopback port;
 * - `root` points at the build, and the headers snippet and the policy map are included from deploy/nginx/;
 * - the brotli snippet's pattern looks in the work directory, where deploy/nginx/brotli-static.conf
 *   is installed only when nginx runs with the brotli static module, as deploy/README.md says.
 * It runs inside Debian's own /etc/nginx/nginx.conf, with only its pid, logs, `user`, the
 * sites-enabled include and the modules pointed elsewhere, so mime types and http-level defaults
 * are the ones a real install has. The modules are those Debian enables, minus or plus Debian's
 * brotli static module (`brotli: false` or `true`), whatever this machine has enabled, so both
 * set-ups an owner may have are tested. `node tests/deploy/nginx.ts --port P --redirect-port R
 * --root DIR [--brotli]` serves in the foreground until killed.
 */
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const repository = resolve(import.meta.dirname, "..", "..");
export const shippedSiteConfig = join(repository, "deploy", "nginx", "site.conf");
export const shippedHeadersSnippet = join(repository, "deploy", "nginx", "security-headers.conf");
export const shippedPolicyMap = join(repository, "deploy", "nginx", "content-security-policy.conf");
export const shippedEditorHeadersSnippet = join(repository, "deploy", "nginx", "editor-headers.conf");
export const shippedBrotliSnippet = join(repository, "deploy", "nginx", "brotli-static.conf");
/** The editor's own server block (docs/decisions/021-editor-on-its-own-origin.md). */
export const shippedEditorSiteConfig = join(repository, "deploy", "nginx", "editor-site.conf");
const debianMainConfig = "/etc/nginx/nginx.conf";
const modulesEnabled = "/etc/nginx/modules-enabled";
/** What Debian's libnginx-mod-http-brotli-static installs; enabling it links this file into modules-enabled. */
export const brotliStaticModule = "/usr/share/nginx/modules-available/mod-http-brotli-static.conf";
const brotliSnippetPattern = "/etc/nginx/snippets/godavari-brotli-static*.conf";
/** Debian installs it in /usr/sbin, which is not on every user's PATH. */
const nginxBinary = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

/** Replaces exactly `count` matches of `pattern`, or throws naming what it looked for. */
function swap(text: string, pattern: RegExp, replacement: string, what: string, count = 1): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))?.length ?? 0;
  if (found !== count) throw new Error(`${what}: expected ${count} match(es) of ${pattern}, found ${found}`);
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`), replacement);
}

export type NginxPorts = { port: number; redirectPort: number };

/** deploy/nginx/site.conf with its TLS listen, port-80 listen, root and snippet paths swapped for this machine. */
export function siteConfigForTest(
  shipped: string,
  root: string,
  { port, redirectPort }: NginxPorts,
  snippets: string,
): string {
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
  config = swap(
    config,
    new RegExp(`include ${brotliSnippetPattern.replace(/[.*/]/g, "\\$&")};`),
    `include ${join(snippets, "godavari-brotli-static*.conf")};`,
    "the brotli snippet",
  );
  config = swap(
    config,
    /include \/etc\/nginx\/snippets\/godavari-content-security-policy\.conf;/,
    `include ${shippedPolicyMap};`,
    "the policy map",
  );
  const includes = (shipped.match(/include \/etc\/nginx\/snippets\/godavari-security-headers\.conf;/g) ?? []).length;
  return swap(
    config,
    /include \/etc\/nginx\/snippets\/godavari-security-headers\.conf;/,
    `include ${shippedHeadersSnippet};`,
    "the headers snippet",
    includes || 1,
  );
}

/**
 * deploy/nginx/editor-site.conf with its TLS listen, port-80 listen, root and snippet path swapped
 * for this machine. Its port-80 block shares the site's redirect port: the same nginx, told apart
 * by the host name, as on a machine that serves both.
 */
export function editorSiteConfigForTest(shipped: string, root: string, { port, redirectPort }: NginxPorts): string {
  let config = swap(shipped, /^(\s*)listen 443 ssl[^;]*;$/m, `$1listen 127.0.0.1:${port};`, "the TLS listen");
  config = swap(config, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${redirectPort};`, "the port-80 listen");
  config = swap(config, /^(\s*)root \/var\/www\/godavari-editor;$/m, `$1root ${root};`, "the root");
  return swap(
    config,
    /include \/etc\/nginx\/snippets\/godavari-editor-headers\.conf;/,
    `include ${shippedEditorHeadersSnippet};`,
    "the editor's headers snippet",
  );
}

/** The module files Debian enables, with the brotli static module left out or added. */
function moduleIncludes(brotli: boolean): string[] {
  const enabled = existsSync(modulesEnabled)
    ? readdirSync(modulesEnabled)
        .filter((name) => name.endsWith(".conf"))
        .sort()
        .map((name) => join(modulesEnabled, name))
        .filter((path) => !readFileSync(path, "utf8").includes("ngx_http_brotli_static_module"))
    : [];
  return brotli ? [...enabled, brotliStaticModule] : enabled;
}

/** Debian's nginx.conf with its machine-wide paths moved into `workDirectory`, and its modules chosen. */
export function mainConfigForTest(
  debian: string,
  workDirectory: string,
  siteConfigPath: string,
  modules: string[] = [],
): string {
  let config = swap(
    debian,
    /^include \/etc\/nginx\/modules-enabled\/\*\.conf;$/m,
    modules.map((path) => `include ${path};`).join("\n"),
    "the modules",
  );
  config = swap(config, /^pid [^;]+;$/m, `pid ${join(workDirectory, "nginx.pid")};`, "the pid file");
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

export function brotliStaticAvailable(): boolean {
  return existsSync(brotliStaticModule);
}

export type NginxOptions = {
  /** Load Debian's brotli static module and install the snippet that turns it on. */
  brotli: boolean;
  /** A change to the tested site block (the benchmark's "as shipped before" variant). */
  alterSite?: (config: string) => string;
  /** Also serve the editor's site (deploy/nginx/editor-site.conf) from `root` on `port`. */
  editor?: { root: string; port: number };
};

/** Writes the configuration for `root` into `workDirectory` and returns the path of its main file. */
export function writeNginxConfig(
  root: string,
  workDirectory: string,
  ports: NginxPorts,
  { brotli, alterSite = (config) => config, editor }: NginxOptions,
): string {
  workDirectory = resolve(workDirectory);
  const snippets = join(workDirectory, "snippets");
  rmSync(snippets, { recursive: true, force: true });
  mkdirSync(snippets, { recursive: true });
  // As deploy/README.md installs it: the brotli snippet only together with the module.
  if (brotli) copyFileSync(shippedBrotliSnippet, join(snippets, "godavari-brotli-static.conf"));
  const sitePath = join(workDirectory, "site.conf");
  const site = siteConfigForTest(readFileSync(shippedSiteConfig, "utf8"), resolve(root), ports, snippets);
  const editorSite = editor
    ? editorSiteConfigForTest(readFileSync(shippedEditorSiteConfig, "utf8"), resolve(editor.root), {
        port: editor.port,
        redirectPort: ports.redirectPort,
      })
    : "";
  writeFileSync(sitePath, `${alterSite(site)}\n${editorSite}`);
  const mainPath = join(workDirectory, "nginx.conf");
  writeFileSync(
    mainPath,
    mainConfigForTest(readFileSync(debianMainConfig, "utf8"), workDirectory, sitePath, moduleIncludes(brotli)),
  );
  return mainPath;
}

/** Starts nginx in the foreground (it stops when its parent kills it); `nginx -t` first, so a bad config fails loudly. */
export function startNginx(root: string, workFolder: string, ports: NginxPorts, options: NginxOptions) {
  const workDirectory = resolve(workFolder);
  if (!nginxAvailable()) throw new Error("nginx is not installed: `apt-get install nginx-light` (.ci/run does).");
  if (options.brotli && !brotliStaticAvailable())
    throw new Error(
      "Debian's brotli static module is not installed: `apt-get install libnginx-mod-http-brotli-static` (.ci/run does).",
    );
  const mainPath = writeNginxConfig(root, workDirectory, ports, options);
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
      brotli: { type: "boolean", default: false },
      "editor-port": { type: "string" },
      "editor-root": { type: "string" },
    },
  });
  const root = values.root ?? join(process.env.BUILD_DIR ?? "build", "client");
  const ports = { port: Number(values.port ?? 4402), redirectPort: Number(values["redirect-port"] ?? 4403) };
  const editor =
    values["editor-port"] && values["editor-root"]
      ? { root: values["editor-root"], port: Number(values["editor-port"]) }
      : undefined;
  const nginx = startNginx(root, values["work-dir"] ?? join(process.env.BUILD_DIR ?? "build", "nginx"), ports, {
    brotli: values.brotli,
    editor,
  });
  console.log(
    `nginx${values.brotli ? " with brotli_static" : ""} serving ${root} on http://127.0.0.1:${ports.port} (redirect block on ${ports.redirectPort})`,
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => nginx.kill("SIGQUIT"));
  nginx.on("exit", (code) => process.exit(code ?? 0));
}
