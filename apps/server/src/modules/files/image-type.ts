import type { FileImageType } from "@q2c/domain";

/**
 * The image type from the bytes themselves, never from the name or the client's content type, so a file
 * is served only as what it really is. SVG is text: it must open with an <svg> element (after an optional
 * XML declaration, doctype or comments).
 */
export function detectImageType(bytes: Buffer): FileImageType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return "image/png";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "image/webp";
  }
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return null;
  const text = head
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .replace(/<\?xml[\s\S]*?\?>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!DOCTYPE[^>]*>/i, "")
    .trimStart();
  return /^<svg[\s>]/i.test(text) ? "image/svg+xml" : null;
}
