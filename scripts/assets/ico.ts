/**
 * Writes an ICO file (what `/favicon.ico` must be) holding PNG images, as Windows Vista and every
 * browser since read it: a 6-byte header, a 16-byte directory entry per image, then the PNGs as
 * they are. See https://en.wikipedia.org/wiki/ICO_(file_format).
 */

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const headerBytes = 6;
const entryBytes = 16;
/** An entry's width and height are one byte each, with 0 meaning 256: nothing larger fits. */
const largestSide = 256;

/** Width and height from a PNG's header chunk (IHDR), which always comes first. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || !png.subarray(0, 8).equals(pngSignature) || png.toString("latin1", 12, 16) !== "IHDR") {
    throw new Error("not a PNG image");
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The ICO file holding `pngs`, in the order given (smallest first is customary). */
export function icoFromPngs(pngs: readonly Buffer[]): Buffer {
  if (pngs.length === 0) throw new Error("an icon needs at least one image");
  const header = Buffer.alloc(headerBytes);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon (2 would be a cursor)
  header.writeUInt16LE(pngs.length, 4);

  let offset = headerBytes + entryBytes * pngs.length;
  const entries = pngs.map((png) => {
    const { width, height } = pngSize(png);
    if (width > largestSide || height > largestSide) {
      throw new Error(`an icon image is at most ${largestSide}×${largestSide} pixels, not ${width}×${height}`);
    }
    const entry = Buffer.alloc(entryBytes);
    entry.writeUInt8(width % largestSide, 0);
    entry.writeUInt8(height % largestSide, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel: RGBA
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs]);
}
