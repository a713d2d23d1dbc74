/**
 * A stand-in for the browser's folder dialog (`showDirectoryPicker`), for driving the web editor's
 * local mode ("Work with Local Repository") from Playwright, which cannot answer that dialog
 * (microsoft/playwright#11288, #8850). The page gets a folder handle whose every call (`entries`,
 * `getFileHandle`, `getDirectoryHandle`, `getFile`, `createWritable`, `move`, `removeEntry`, the
 * permission calls) goes through `page.exposeFunction` to Node's `fs` on a real folder: every file
 * the editor reads or writes is the one on disk. Only the dialog is replaced; the editor's own
 * reading, checking, formatting and writing run unchanged (docs/decisions/016-web-editor.md).
 *
 * The editor keeps the chosen handle in IndexedDB to skip the dialog next time. A stand-in cannot
 * be cloned into IndexedDB, so `null` is kept in its place and the editor asks again next time.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve, sep } from "node:path";
import type { Page } from "@playwright/test";

/**
 * A copy of the repository's tracked files (as they are in the working tree) in a temporary folder,
 * with an empty `.git/` (the editor checks there is one) and `node_modules` linked, so it builds.
 */
export function copyOfRepository(repository: string): string {
  const copy = mkdtempSync(join(tmpdir(), "editor-repository-"));
  const tracked = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repository,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of tracked) {
    const from = join(repository, file);
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    writeFileSync(join(copy, file), readFileSync(from));
  }
  mkdirSync(join(copy, ".git"));
  symlinkSync(resolve(repository, "node_modules"), join(copy, "node_modules"), "dir");
  return copy;
}

/** Gives `page` a folder dialog that always picks `folder`. Call before the page loads. */
export async function pickFolder(page: Page, folder: string): Promise<void> {
  const root = resolve(folder);
  await page.exposeFunction("__editorFolder", (operation: string, relative: string, data?: string) => {
    const file = resolve(root, relative);
    if (file !== root && !file.startsWith(`${root}${sep}`)) throw new Error(`${relative} is outside the folder`);
    const entry = existsSync(file)
      ? readdirSync(dirname(file), { withFileTypes: true }).find((item) => item.name === file.split(sep).pop())
      : undefined;
    switch (operation) {
      case "list":
        return readdirSync(file, { withFileTypes: true }).map((item) => ({
          name: item.name,
          kind: item.isDirectory() ? "directory" : "file",
        }));
      case "kind":
        return file === root ? "directory" : entry ? (entry.isDirectory() ? "directory" : "file") : null;
      case "read":
        return readFileSync(file).toString("base64");
      case "write":
        writeFileSync(file, Buffer.from(data ?? "", "base64"));
        return true;
      case "mkdir":
        mkdirSync(file, { recursive: true });
        return true;
      case "remove":
        rmSync(file, { recursive: true, force: true });
        return true;
      case "move":
        writeFileSync(resolve(root, data ?? ""), readFileSync(file));
        rmSync(file);
        return true;
    }
    throw new Error(`unknown operation ${operation}`);
  });
  await page.addInitScript(() => {
    type Call = (operation: string, relative: string, data?: string) => Promise<unknown>;
    const call: Call = (...args) => (window as unknown as { __editorFolder: Call }).__editorFolder(...args);
    const join = (a: string, b: string) => (a ? `${a}/${b}` : b);
    const fail = (name: string, message: string) => new DOMException(message, name);
    const toBase64 = async (blob: Blob) => {
      let text = "";
      for (const byte of new Uint8Array(await blob.arrayBuffer())) text += String.fromCharCode(byte);
      return btoa(text);
    };
    const granted = { queryPermission: async () => "granted", requestPermission: async () => "granted" };
    type Handle = { at: string; name: string; kind: string };
    const fileHandle = (at: string) => ({
      ...granted,
      standIn: true,
      kind: "file",
      name: at.split("/").pop() ?? "",
      at,
      async isSameEntry(other: Handle) {
        return other?.at === this.at;
      },
      async getFile() {
        const bytes = Uint8Array.from(atob(String(await call("read", this.at))), (c) => c.charCodeAt(0));
        return new File([bytes], this.name);
      },
      async createWritable() {
        const parts: Blob[] = [];
        const at = this.at;
        return {
          write: async (part: Blob | BufferSource | string) => {
            parts.push(part instanceof Blob ? part : new Blob([part]));
          },
          close: async () => {
            await call("write", at, await toBase64(new Blob(parts)));
          },
          abort: async () => {},
        };
      },
      // The editor writes a temporary file and moves it over the real one.
      async move(directory: Handle, name: string) {
        await call("move", this.at, join(directory.at, name));
        this.at = join(directory.at, name);
        this.name = name;
      },
    });
    const directoryHandle = (at: string): Record<string, unknown> => ({
      ...granted,
      standIn: true,
      kind: "directory",
      name: at.split("/").pop() || "repository",
      at,
      async isSameEntry(other: Handle) {
        return other?.at === at;
      },
      async *entries() {
        for (const { name, kind } of (await call("list", at)) as Array<{ name: string; kind: string }>) {
          yield [name, kind === "directory" ? directoryHandle(join(at, name)) : fileHandle(join(at, name))];
        }
      },
      async *values() {
        for (const { name, kind } of (await call("list", at)) as Array<{ name: string; kind: string }>) {
          yield kind === "directory" ? directoryHandle(join(at, name)) : fileHandle(join(at, name));
        }
      },
      async getDirectoryHandle(name: string, { create = false } = {}) {
        const kind = await call("kind", join(at, name));
        if (kind === "file") throw fail("TypeMismatchError", name);
        if (!kind && !create) throw fail("NotFoundError", name);
        if (!kind) await call("mkdir", join(at, name));
        return directoryHandle(join(at, name));
      },
      async getFileHandle(name: string, { create = false } = {}) {
        const kind = await call("kind", join(at, name));
        if (kind === "directory") throw fail("TypeMismatchError", name);
        if (!kind && !create) throw fail("NotFoundError", name);
        if (!kind) await call("write", join(at, name), "");
        return fileHandle(join(at, name));
      },
      async removeEntry(name: string) {
        if (!(await call("kind", join(at, name)))) throw fail("NotFoundError", name);
        await call("remove", join(at, name));
      },
    });
    (window as unknown as { showDirectoryPicker: () => Promise<unknown> }).showDirectoryPicker = async () =>
      directoryHandle("");
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (value: unknown, key?: IDBValidKey) {
      return put.call(this, (value as { standIn?: boolean } | null)?.standIn ? null : value, key);
    };
  });
}
