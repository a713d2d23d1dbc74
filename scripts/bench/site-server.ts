/** Building the site and serving the build with the production server, as child processes. */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Runs `npm run <script>` in `cwd`; resolves with the time it took and its output, rejects if it fails. */
export function runNpmScript(
  script: string,
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ milliseconds: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", script], {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve({ milliseconds: performance.now() - started, output });
      else reject(new Error(`npm run ${script} failed (exit ${code}) in ${options.cwd}:\n${output.slice(-4000)}`));
    });
  });
}

export type RunningServer = { origin: string; stop: () => Promise<void> };

/**
 * Starts `npm run serve` (the production server) on `port` for `buildDir`, waits until it answers,
 * and returns a way to stop it. The server runs in its own process group so that stopping it ends
 * npm, the shell and the server together.
 */
export async function startServer(options: { cwd: string; buildDir: string; port: number }): Promise<RunningServer> {
  const origin = `http://localhost:${options.port}`;
  try {
    await fetch(origin);
    throw new Error(`Port ${options.port} is already in use; pass --port with a free one`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("Port ")) throw error;
  }
  const child: ChildProcess = spawn("npm", ["run", "serve"], {
    cwd: options.cwd,
    env: { ...process.env, PORT: String(options.port), BUILD_DIR: options.buildDir },
    stdio: "ignore",
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
    await exited;
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The production server exited (code ${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The production server did not answer on ${origin} within 30 s`);
}

/**
 * Asks the server once for every file of the build, as a browser would (brotli accepted), so that
 * it has read and compressed them before Lighthouse measures anything. The production server
 * compresses a file on its first request and keeps the result, as a CDN serves precompressed
 * files; without this, the first run of each page would also time that one-off compression, on
 * the same two cores as the browser.
 */
export async function warmServer(origin: string, clientDir: string, routes: readonly string[]): Promise<number> {
  const paths = new Set(routes);
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (!entry.name.endsWith(".html")) paths.add(`/${relative(clientDir, path).split(sep).join("/")}`);
    }
  };
  visit(clientDir);
  let fetched = 0;
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "br, gzip" } });
    await response.arrayBuffer();
    if (response.ok) fetched++;
  }
  return fetched;
}
