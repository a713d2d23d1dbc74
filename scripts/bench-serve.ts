/**
 * `npm run bench:serve`: our production server (scripts/serve.ts, what `npm start` runs) under
 * load, side by side with Debian's nginx serving the same files, in the same run, twice:
 * - nginx as shipped before the build wrote compressed copies: deploy/nginx/site.conf without
 *   `gzip_static` and the brotli snippet, so it gzips every response as it sends it (level 6);
 * - nginx as shipped now: deploy/nginx/site.conf, sending the build's .gz copies and, where
 *   Debian's brotli static module is installed, the .br copies (scripts/precompress.ts).
 * autocannon drives each on loopback for a fixed time: the home page, a hashed script and a 404,
 * at 50 and 500 connections, asking for brotli or gzip as a browser does. It prints requests per
 * second, p99 latency and errors for each.
 *
 *   npm run bench:serve                        5 s per run, the build in ./build
 *   npm run bench:serve -- --seconds 10
 *   npm run bench:serve -- --encoding identity   uncompressed, to compare file serving alone
 *   npm run bench:serve -- --port 4401           ports 4401-4405 instead of 4411-4415
 *   BUILD_DIR=build-x npm run bench:serve
 *
 * It is a benchmark, not a test: it prints rather than asserts, and CI does not run it. The load
 * generator shares the machine's cores with the server it measures, and does so equally for all.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { brotliStaticAvailable, nginxAvailable, startNginx } from "../tests/deploy/nginx.ts";

const repository = resolve(import.meta.dirname, "..");
const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    encoding: { type: "string", default: "br, gzip" },
    port: { type: "string", default: process.env.BENCH_SERVE_PORT ?? "4411" },
  },
});
const seconds = Number(options.seconds);
if (!(seconds > 0 && seconds <= 60)) throw new Error("--seconds must be between 1 and 60");
const basePort = Number(options.port);
const buildDirectory = resolve(repository, process.env.BUILD_DIR ?? "build");
const root = join(buildDirectory, "client");
if (!existsSync(join(root, "404.html"))) {
  console.error(`${root} holds no built site: run \`npm run build\` first.`);
  process.exit(1);
}
if (!nginxAvailable()) {
  console.error("nginx is not installed (Debian: apt-get install nginx-light); it is the yardstick.");
  process.exit(1);
}

const log = (message: string) => process.stderr.write(`${message}\n`);

/** The largest script the home page names: a hashed, immutable asset. */
/**
 * The shipped site block as it was before the build wrote copies: the two lines that send them
 * removed, each by an exact match that throws if the block no longer has it.
 */
function withoutCopies(config: string): string {
  let altered = config;
  for (const line of [/^\s*gzip_static on;\n/m, /^\s*include [^;]*godavari-brotli-static\*\.conf;\n/m]) {
    if (!line.test(altered)) throw new Error(`bench:serve: the nginx site block has no ${line}`);
    altered = altered.replace(line, "");
  }
  return altered;
}

const hashedAsset = [...readFileSync(join(root, "index.html"), "utf8").matchAll(/"(\/assets\/[^"]+\.js)"/g)]
  .map((match) => match[1] as string)
  .sort((a, b) => statSync(join(root, b)).size - statSync(join(root, a)).size)[0];
if (!hashedAsset) throw new Error("the home page names no script under /assets/");
const targets = [
  { name: "home page", path: "/", status: 200 },
  { name: "hashed script", path: hashedAsset, status: 200 },
  { name: "404", path: "/no-such-page/", status: 404 },
] as const;
const connectionCounts = [50, 500] as const;

async function waitUntilAnswering(origin: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${origin} did not answer within 10 s`);
}

function residentMiB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]) / 1024;
}

type Figures = { requestsPerSecond: number; p99Ms: number; errors: number; total: number };

/** One bounded run: `seconds` of load, then autocannon stops by itself. */
async function measure(origin: string, path: string, connections: number, status: number): Promise<Figures> {
  const result: Result = await autocannon({
    url: `${origin}${path}`,
    connections,
    duration: seconds,
    timeout: 10,
    headers: { "accept-encoding": options.encoding },
  });
  const expected = status === 200 ? result["2xx"] : result["4xx"];
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + (result.requests.total - expected),
    total: result.requests.total,
  };
}

const servers = ["ours", "nginx before", "nginx copies"] as const;
type Server = (typeof servers)[number];
const origins: Record<Server, string> = {
  ours: `http://127.0.0.1:${basePort}`,
  "nginx before": `http://127.0.0.1:${basePort + 1}`,
  "nginx copies": `http://127.0.0.1:${basePort + 3}`,
};
const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

const ours = spawn(process.execPath, [join(repository, "scripts", "serve.ts")], {
  env: { ...process.env, PORT: String(basePort), HOST: "127.0.0.1", BUILD_DIR: buildDirectory },
  stdio: ["ignore", "ignore", "inherit"],
});
children.push(ours);
const workDirectory = join(buildDirectory, "bench-serve");
mkdirSync(workDirectory, { recursive: true });
const brotli = brotliStaticAvailable();
if (!brotli) log("bench:serve: Debian's brotli static module is not installed; nginx with copies sends gzip only.");
children.push(
  startNginx(
    root,
    join(workDirectory, "nginx-before"),
    { port: basePort + 1, redirectPort: basePort + 2 },
    { brotli: false, alterSite: withoutCopies },
  ),
  startNginx(root, join(workDirectory, "nginx-copies"), { port: basePort + 3, redirectPort: basePort + 4 }, { brotli }),
);
await Promise.all(Object.values(origins).map(waitUntilAnswering));

// Every server reads (and ours compresses what has no copy) each file once before it is
// measured, as a CDN would have it cached.
for (const origin of Object.values(origins))
  for (const { path } of targets)
    for (const encoding of ["br, gzip", "gzip"])
      await fetch(`${origin}${path}`, { headers: { "accept-encoding": encoding } }).then((response) =>
        response.arrayBuffer(),
      );

const loadBefore = loadavg()[0] as number;
type Row = { target: string; connections: number } & Record<Server, Figures>;
const rows: Row[] = [];
let peakMiB = residentMiB(ours.pid);
for (const { name, path, status } of targets) {
  for (const connections of connectionCounts) {
    log(`bench:serve: ${name} (${path}), ${connections} connections, ${seconds} s each…`);
    const figures = {} as Record<Server, Figures>;
    // Each row starts with a different server, so none is always measured first or last.
    const order = servers.map((_, index) => servers[(index + rows.length) % servers.length] as Server);
    for (const server of order) {
      figures[server] = await measure(origins[server], path, connections, status);
      if (server === "ours") peakMiB = Math.max(peakMiB, residentMiB(ours.pid));
    }
    rows.push({ target: name, connections, ...figures });
  }
}

const ratio = (a: number, b: number) => (b === 0 ? "–" : `${(a / b).toFixed(2)}×`);
const header = [
  "| target        | connections | ours req/s | nginx before req/s | nginx copies req/s | copies ÷ before | copies ÷ ours | p99 ms ours / before / copies | errors ours / before / copies |",
  "| ------------- | ----------: | ---------: | -----------------: | -----------------: | --------------: | ------------: | ----------------------------: | ----------------------------: |",
];
const rate = (figures: Figures) => Math.round(figures.requestsPerSecond).toString();
const lines = rows.map(
  (row) =>
    `| ${row.target.padEnd(13)} | ${String(row.connections).padStart(11)} | ${rate(row.ours).padStart(10)} | ${rate(row["nginx before"]).padStart(18)} | ${rate(row["nginx copies"]).padStart(18)} | ${ratio(row["nginx copies"].requestsPerSecond, row["nginx before"].requestsPerSecond).padStart(15)} | ${ratio(row["nginx copies"].requestsPerSecond, row.ours.requestsPerSecond).padStart(13)} | ${servers
      .map((server) => row[server].p99Ms)
      .join(" / ")
      .padStart(29)} | ${servers
      .map((server) => row[server].errors)
      .join(" / ")
      .padStart(29)} |`,
);
console.log([...header, ...lines].join("\n"));
const loadAfter = loadavg()[0] as number;
console.log(
  `\n${seconds} s per run, Accept-Encoding: ${options.encoding}; nginx with copies ${brotli ? "with" : "without"} the brotli static module; our server's memory peaked at ${Math.round(peakMiB)} MiB resident; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${availableParallelism()} cores.`,
);
const resultsDirectory = join(repository, "bench", "results");
mkdirSync(resultsDirectory, { recursive: true });
writeFileSync(
  join(resultsDirectory, "serve-latest.json"),
  `${JSON.stringify({ date: new Date().toISOString(), seconds, encoding: options.encoding, hashedAsset, nginxBrotliStatic: brotli, peakMiB, loadBefore, loadAfter, rows }, null, 2)}\n`,
);
process.exit(0);
