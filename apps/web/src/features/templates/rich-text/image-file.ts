/**
 * Images a template may hold: PNG, JPEG or WebP, inlined as a base64 `data:` URL (the server's allowlist
 * keeps exactly these; an SVG can carry script and is refused). The file's first bytes decide its type,
 * not its name or the type the browser guessed, so a renamed SVG is still refused.
 */

export const IMAGE_MAX_BYTES = 1_000_000;
const MAX_LABEL = "1 MB";

export type ImageType = "image/png" | "image/jpeg" | "image/webp";

/** A data: URL the editor and the server accept (base64 PNG, JPEG or WebP). */
export const DATA_IMAGE_URL = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/=\s]+$/;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

/** The raster type the bytes are, or null when they are none of the three. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return null;
}

export const IMAGE_MESSAGES = {
  svg: (name: string) =>
    `“${name}” is an SVG image. SVG images are not allowed in documents because they can carry scripts: insert a PNG, JPEG or WebP image.`,
  notImage: (name: string) => `“${name}” is not a PNG, JPEG or WebP image. Only those can be inserted.`,
  tooLarge: (name: string) => `“${name}” is larger than ${MAX_LABEL}. Insert a smaller image.`,
  unreadable: (name: string) => `“${name}” could not be read.`,
} as const;

const looksSvg = (file: File, head: Uint8Array) =>
  file.type === "image/svg+xml" ||
  /\.svgz?$/i.test(file.name) ||
  /<svg[\s>]/i.test(new TextDecoder().decode(head));

function read<T extends string | ArrayBuffer>(blob: Blob, as: "dataUrl" | "buffer"): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    if (as === "dataUrl") reader.readAsDataURL(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

/** The file as a data: URL of its real type, or why it cannot be inserted. */
export async function imageDataUrl(file: File): Promise<{ src: string } | { error: string }> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await read<ArrayBuffer>(file.slice(0, 256), "buffer"));
  } catch {
    return { error: IMAGE_MESSAGES.unreadable(file.name) };
  }
  const type = sniffImageType(head);
  if (type === null) {
    return {
      error: looksSvg(file, head) ? IMAGE_MESSAGES.svg(file.name) : IMAGE_MESSAGES.notImage(file.name),
    };
  }
  if (file.size > IMAGE_MAX_BYTES) return { error: IMAGE_MESSAGES.tooLarge(file.name) };
  try {
    const url = await read<string>(file, "dataUrl");
    const base64 = url.slice(url.indexOf(",") + 1);
    return { src: `data:${type};base64,${base64}` };
  } catch {
    return { error: IMAGE_MESSAGES.unreadable(file.name) };
  }
}

/** The image's alternative text: its file name without the extension. */
export const altOf = (file: File): string => file.name.replace(/\.[^.]+$/, "").slice(0, 120);
