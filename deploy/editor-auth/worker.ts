/**
 * The editor's GitHub sign-in helper, as Cloudflare deploys it (wrangler.toml's `main`). Its only
 * export is the handler: workerd takes every named export of the entry module for an entrypoint
 * and refuses to start on a constant. What it does, and its tests, are in sign-in.ts.
 */
import { createWorker } from "./sign-in.ts";

export default createWorker();
