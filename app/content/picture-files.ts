/**
 * A picture's file name as the content keeps it (`family-move.jpg`). The editor writes a picture
 * it uploaded with the folder it put it in (`/app/assets/images/family-move.jpg`: Sveltia gives
 * a picture field inside an object the editor's own picture folder and that folder's address, see
 * scripts/editor/config.ts); the site finds photographs by file name (app/assets/picture-sources.ts).
 */
const uploadFolder = /^\/?app\/assets\/images\//;

export function pictureFileName(src: string): string {
  return src.replace(uploadFolder, "");
}

/** A list of facts with each item's picture (at `key`) under its file name. */
export function withPictureFileNames<Item extends Record<Key, { src: string }>, Key extends string>(
  items: readonly Item[],
  key: Key,
): Item[] {
  return items.map((item) => ({ ...item, [key]: { ...item[key], src: pictureFileName(item[key].src) } }));
}

/** A certificate's PDF as the content keeps it: its file name, without the folder the editor may write before it. */
export function certificateFileName(file: string): string {
  return file.replace(/^\/?(?:public\/certificates\/)?/, "");
}
