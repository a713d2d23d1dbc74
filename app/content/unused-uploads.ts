/**
 * Uploads nothing in the content names (issue 51): a photograph in app/assets/images or a PDF in
 * public/certificates/ that the owner replaced, or uploaded and then chose another. The build
 * says each can be removed (scripts/check-content.ts), does not publish it and does not draw it:
 * Vite's picture step makes sizes only of the photographs in use (scripts/assets/used-photographs.ts),
 * the pages' step leaves an unused PDF out of build/client (scripts/postbuild.ts), and the drawing
 * step's cache ignores an unused photograph (scripts/assets/generate.ts). Run at build time only
 * (it reads the disk).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
// With its extension: the build's plain-Node steps import this module too (scripts/postbuild.ts).
import { certificatesFolder, photographsFolder } from "./upload-folders.ts";

/** The folders the editor uploads into, from the repository's root, and the files in them that count. */
const uploadFolders = [
  { folder: photographsFolder, files: /\.(?:jpe?g|png|webp|avif)$/i },
  { folder: certificatesFolder, files: /\.pdf$/i },
];

/** Every string anywhere in `value`. */
function strings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") into.add(value.replace(/^.*\//, ""));
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (typeof value === "object" && value !== null) for (const item of Object.values(value)) strings(item, into);
  return into;
}

/** Every uploaded file (`app/assets/images/img_1.jpg`), from the repository's root. */
export function uploadedFiles(root: string = process.cwd()): string[] {
  return uploadFolders.flatMap(({ folder, files }) => {
    const path = join(root, folder);
    if (!existsSync(path)) return [];
    return readdirSync(path)
      .filter((name) => files.test(name))
      .sort()
      .map((name) => `${folder}/${name}`);
  });
}

const fileName = (path: string) => path.replace(/^.*\//, "");

/** The uploaded files (`app/assets/images/img_1.jpg`) that no string of `content` names. */
export function unusedUploads(content: unknown, root: string = process.cwd()): string[] {
  const named = strings(content);
  return uploadedFiles(root).filter((file) => !named.has(fileName(file)));
}

/** A quoted string in TypeScript: "…", '…' or `…`. */
const quoted = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;

/**
 * The names the content's own files hold, read as text: every string of its JSON files and every
 * quoted string of its TypeScript (tests aside). For the build's steps that do not load the content
 * (Vite's picture step, the steps after the pages): a file a comment names is kept, never one in use dropped.
 */
export function namesInContentFiles(root: string = process.cwd()): Set<string> {
  const folder = join(root, "app", "content");
  const names = new Set<string>();
  for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
    const path = join(folder, file);
    if (file.endsWith(".json")) strings(JSON.parse(readFileSync(path, "utf8")), names);
    else if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      for (const match of readFileSync(path, "utf8").matchAll(quoted))
        names.add(fileName(match[1] ?? match[2] ?? match[3] ?? ""));
  }
  return names;
}

/** The uploads in use, as the content's files name them (`namesInContentFiles`), and those that are not. */
export function uploadsOnDisk(root: string = process.cwd()): { used: string[]; unused: string[] } {
  const named = namesInContentFiles(root);
  const files = uploadedFiles(root);
  return {
    used: files.filter((file) => named.has(fileName(file))),
    unused: files.filter((file) => !named.has(fileName(file))),
  };
}

/** The build's note on them, or nothing. */
export function describeUnusedUploads(files: readonly string[]): string {
  if (files.length === 0) return "";
  return [
    `Note: ${files.length === 1 ? "an uploaded file is" : `${files.length} uploaded files are`} not used by any page and can be removed (in the editor: Assets, select the file, Delete; or delete it from the repository):`,
    ...files.map((file) => `  - ${file}`),
  ].join("\n");
}
