/**
 * How much loader data a pre-rendered page hands hydration: the turbo-stream text its inline
 * scripts enqueue into `window.__reactRouterContext.stream` (what the browser decodes on the main
 * thread before hydrating), in bytes, and each route's data by its largest keys (JSON bytes).
 *
 *   node scripts/bench/loader-data-size.ts [--dir build/client] [--keys 6] / /te/ /estimate/ …
 *
 * A tool for decision records (docs/decisions/049-main-thread-on-the-phone.md), not a test.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

const { values: options, positionals: routes } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: "string", default: "build/client" }, keys: { type: "string", default: "6" } },
});

/** The page's loader data as hydration reads it: the strings its inline scripts enqueue. */
export function enqueuedStream(html: string): string {
  const calls = html.matchAll(/window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g);
  return [...calls].map(([, literal]) => JSON.parse(literal ?? '""') as string).join("");
}

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

for (const route of routes.length > 0 ? routes : ["/"]) {
  const file = route.endsWith(".html") ? route : join(route, "index.html");
  const stream = enqueuedStream(readFileSync(join(options.dir, file), "utf8"));
  const { value, done } = await decodeViaTurboStream(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(stream));
        controller.close();
      },
    }),
    globalThis,
  );
  await done;
  const { loaderData } = value as { loaderData: Record<string, Record<string, unknown>> };
  const parts = Object.entries(loaderData).map(([id, data]) => {
    const keys = Object.entries(data ?? {})
      .map(([key, part]) => [key, bytes(JSON.stringify(part) ?? "")] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(options.keys))
      .map(([key, size]) => `${key} ${size}`);
    return `${id} ${bytes(JSON.stringify(data))} (${keys.join(", ")})`;
  });
  console.log(`${route}: stream ${bytes(stream)} B; ${parts.join("; ")}`);
}
