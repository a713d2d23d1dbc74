/**
 * Uploads nothing in the content names (issue 51): a photograph in app/assets/images or a PDF in
 * public/certificates/ that the owner replaced, or uploaded and then chose another. The build
 * says each can be removed (scripts/check-content.ts). Run at build time only (it reads the disk).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { certificatesFolder } from "./certifications-schema";

/** The folders the editor uploads into, from the repository's root, and the files in them that count. */
const uploadFolders = [
  { folder: "app/assets/images", files: /\.(?:jpe?g|png|webp|avif)$/i },
  { folder: certificatesFolder, files: /\.pdf$/i },
];

/** Every string anywhere in `value`. */
function strings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") into.add(value.replace(/^.*\//, ""));
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (typeof value === "object" && value !== null) for (const item of Object.values(value)) strings(item, into);
  return into;
}

/** The uploaded files (`app/assets/images/img_1.jpg`) that no string of `content` names. */
export function unusedUploads(content: unknown, root: string = process.cwd()): string[] {
  const named = strings(content);
  return uploadFolders.flatMap(({ folder, files }) => {
    const path = join(root, folder);
    if (!existsSync(path)) return [];
    return readdirSync(path)
      .filter((name) => files.test(name) && !named.has(name))
      .map((name) => `${folder}/${name}`);
  });
}

/** The build's note on them, or nothing. */
export function describeUnusedUploads(files: readonly string[]): string {
  if (files.length === 0) return "";
  return [
    `Note: ${files.length === 1 ? "an uploaded file is" : `${files.length} uploaded files are`} not used by any page and can be removed (in the editor: Assets, select the file, Delete; or delete it from the repository):`,
    ...files.map((file) => `  - ${file}`),
  ].join("\n");
}
