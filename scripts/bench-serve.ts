/**
 * `npm run bench:serve`: our production server (scripts/serve.ts, what `npm start` runs) under
 * load, side by side with Debian's nginx serving the same files with the shipped
 * deploy/nginx/site.conf, in the same run. autocannon drives each on loopback for a fixed time:
 * the home page, a hashed script and a 404, at 50 and 500 connections, asking for brotli or
 * gzip as a browser does. It prints requests per second, p99 latency and errors for each, and
 * ours as a ratio of nginx's.
 *
 *   npm run bench:serve                        5 s per run, the build in ./build
 *   npm run bench:serve -- --seconds 10
 *   npm run bench:serve -- --encoding identity   uncompressed, to compare file serving alone
 *   BUILD_DIR=build-x npm run bench:serve
 *
 * It is a benchmark, not a test: it prints rather than asserts, and CI does not run it. The load
 * generator shares the machine's cores with the server it measures, and does so equally for both.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { nginxAvailable, startNginx } from "../tests/deploy/nginx.ts";

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

const ourOrigin = `http://127.0.0.1:${basePort}`;
const nginxOrigin = `http://127.0.0.1:${basePort + 1}`;
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
const workDirectory = join(buildDirectory, "bench-serve", "nginx");
mkdirSync(workDirectory, { recursive: true });
children.push(startNginx(root, workDirectory, { port: basePort + 1, redirectPort: basePort + 2 }));
await Promise.all([waitUntilAnswering(ourOrigin), waitUntilAnswering(nginxOrigin)]);

// Both servers read (and ours compresses) each file once before it is measured, as a CDN would
// have it cached.
for (const origin of [ourOrigin, nginxOrigin])
  for (const { path } of targets)
    for (const encoding of ["br, gzip", "gzip"])
      await fetch(`${origin}${path}`, { headers: { "accept-encoding": encoding } }).then((response) =>
        response.arrayBuffer(),
      );

const loadBefore = loadavg()[0] as number;
type Row = { target: string; connections: number; ours: Figures; nginx: Figures };
const rows: Row[] = [];
let peakMiB = residentMiB(ours.pid);
for (const { name, path, status } of targets) {
  for (const connections of connectionCounts) {
    log(`bench:serve: ${name} (${path}), ${connections} connections, ${seconds} s each…`);
    const oursFigures = await measure(ourOrigin, path, connections, status);
    peakMiB = Math.max(peakMiB, residentMiB(ours.pid));
    const nginxFigures = await measure(nginxOrigin, path, connections, status);
    rows.push({ target: name, connections, ours: oursFigures, nginx: nginxFigures });
  }
}

const ratio = (a: number, b: number) => (b === 0 ? "–" : `${(a / b).toFixed(2)}×`);
const header = [
  "| target        | connections | ours req/s | nginx req/s | ours ÷ nginx | ours p99 ms | nginx p99 ms | errors ours / nginx |",
  "| ------------- | ----------: | ---------: | ----------: | -----------: | ----------: | -----------: | ------------------: |",
];
const lines = rows.map(
  ({ target, connections, ours: o, nginx: n }) =>
    `| ${target.padEnd(13)} | ${String(connections).padStart(11)} | ${Math.round(o.requestsPerSecond).toString().padStart(10)} | ${Math.round(n.requestsPerSecond).toString().padStart(11)} | ${ratio(o.requestsPerSecond, n.requestsPerSecond).padStart(12)} | ${String(o.p99Ms).padStart(11)} | ${String(n.p99Ms).padStart(12)} | ${`${o.errors} / ${n.errors}`.padStart(19)} |`,
);
console.log([...header, ...lines].join("\n"));
const loadAfter = loadavg()[0] as number;
console.log(
  `\n${seconds} s per run, Accept-Encoding: ${options.encoding}; our server's memory peaked at ${Math.round(peakMiB)} MiB resident; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${availableParallelism()} cores.`,
);
const resultsDirectory = join(repository, "bench", "results");
mkdirSync(resultsDirectory, { recursive: true });
writeFileSync(
  join(resultsDirectory, "serve-latest.json"),
  `${JSON.stringify({ date: new Date().toISOString(), seconds, encoding: options.encoding, hashedAsset, peakMiB, loadBefore, loadAfter, rows }, null, 2)}\n`,
);
process.exit(0);
