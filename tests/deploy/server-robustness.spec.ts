/**
 * Our server (`npm run serve`, scripts/serve.ts) under the traffic a public server gets: floods of
 * unknown paths, clients that stall or vanish mid-response, oversized headers. It must keep
 * answering everyone else, log no error, and its memory must level off. Loopback only, and every
 * loop is bounded by a count.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import autocannon from "autocannon";
import { paths } from "../../app/lib/paths.ts";
import { ports, repository, siteBuildDirectory } from "./targets.ts";

const origin = `http://127.0.0.1:${ports.robustness}`;
let server: ChildProcess;
let errorOutput = "";

/** The server process's resident memory, in MiB (Linux). */
function residentMiB(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]) / 1024;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = spawn(process.execPath, [join(repository, "scripts", "serve.ts")], {
    env: { ...process.env, PORT: String(ports.robustness), HOST: "127.0.0.1", BUILD_DIR: siteBuildDirectory },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stderr?.on("data", (chunk) => {
    errorOutput += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("Serving") && resolve());
    server.on("exit", (code) => reject(new Error(`the server exited with ${code}: ${errorOutput}`)));
  });
});

test.afterAll(async () => {
  expect(server.exitCode, "the server is still running").toBeNull();
  server.kill("SIGTERM");
  await new Promise((done) => server.once("exit", done));
  expect(errorOutput, "the server logged no error").toBe("");
});

test("a flood of unknown paths gets 404 every time, and memory levels off", async () => {
  let request = 0;
  const unknownPaths = [
    // Each path once: a cache keyed by path would grow with every one.
    { setupRequest: (sent: { path: string }) => ({ ...sent, path: `/no-such-page-${request++}/` }) },
    // Upper case makes the server look for the lower-case page too.
    { setupRequest: (sent: { path: string }) => ({ ...sent, path: `/SERVICES/NO-SUCH-${request++}/` }) },
    { setupRequest: (sent: { path: string }) => ({ ...sent, path: `/${"x".repeat(1500)}${request++}` }) },
  ];
  const memory: number[] = [];
  for (let round = 0; round < 4; round++) {
    const result = await autocannon({
      url: origin,
      connections: 50,
      amount: 3_000,
      timeout: 5,
      headers: { "accept-encoding": "br, gzip" },
      requests: unknownPaths,
    });
    expect(result.errors + result.timeouts, `round ${round}: errors and timeouts`).toBe(0);
    expect(result["4xx"], `round ${round}: every answer a 404`).toBe(result.requests.total);
    memory.push(residentMiB());
  }
  test
    .info()
    .annotations.push({ type: "resident MiB after each round", description: memory.map(Math.round).join(", ") });
  // The first round warms the caches and the heap. A leak of 5 KiB per request (a cached 404 page
  // per path would be 57 KiB) adds 45 MiB over the next 9,000; the garbage collector's own swings
  // stay well under that.
  expect(
    Math.max(...memory.slice(1)) - (memory[0] as number),
    `resident MiB per round: ${memory.map(Math.round)}`,
  ).toBeLessThan(45);
  expect((await fetch(`${origin}${paths.about}`)).status).toBe(200);
});

/** Opens a connection and sends `text`; the socket stays open until the server or the test closes it. */
function open(text: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(ports.robustness, "127.0.0.1", () => {
      socket.write(text);
      resolve(socket);
    });
    socket.on("error", reject);
  });
}

test("clients that stall or vanish mid-response do not keep others waiting", async () => {
  // 100 clients stop halfway through their headers (the server drops them after 10 s).
  const stalled = await Promise.all(
    Array.from({ length: 100 }, () => open("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")),
  );
  // 100 clients ask for the largest page uncompressed and hang up at its first bytes.
  const aborted = await Promise.all(
    Array.from({ length: 100 }, async () => {
      const socket = await open("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n");
      await new Promise((resolve) => socket.once("data", resolve));
      socket.destroy();
    }),
  );
  expect(aborted).toHaveLength(100);
  // Meanwhile, ordinary visitors are served at once.
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      fetch(`${origin}${paths.service("packaging")}`).then((response) => response.status),
    ),
  );
  expect(answers).toEqual(Array(50).fill(200));
  expect(performance.now() - started, "50 pages while 100 clients stall").toBeLessThan(5_000);
  for (const socket of stalled) socket.destroy();
});

test("oversized headers get 431 and the connection is closed, the server keeps serving", async () => {
  const socket = await open(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(64 * 1024)}\r\n\r\n`);
  const answer = await new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk;
    });
    socket.on("close", () => resolve(text));
    socket.on("error", () => resolve(text));
  });
  expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  const many = await fetch(origin, {
    headers: Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`x-header-${index}`, "x".repeat(50)])),
  });
  expect(many.status).toBe(200);
  expect((await fetch(`${origin}${paths.about}`)).status).toBe(200);
});
