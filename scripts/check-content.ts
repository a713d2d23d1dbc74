/**
 * The build's first step: reads the content in every language as the pages' build does
 * (app/content/content.server.ts) and, where it has problems, prints each once, in plain words, with
 * the editor's screen and field where the owner fixes it, and no stack trace (issue 51). The steps
 * after it then never meet a content mistake of their own. It also lists the translations behind
 * English, once for the whole build.
 */
import { join } from "node:path";
import { runnerImport } from "vite";

const root = join(import.meta.dirname, "..");
try {
  await runnerImport(join(root, "app/content/content.server.ts"), { configFile: false, logLevel: "error" });
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
