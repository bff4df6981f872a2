import { describe, expect, it } from "vitest";
import { altOf, IMAGE_MAX_BYTES, imageDataUrl, sniffImageType } from "./image-file.ts";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [
  ...Array.from("RIFF", (c) => c.charCodeAt(0)),
  0,
  0,
  0,
  0,
  ...Array.from("WEBP", (c) => c.charCodeAt(0)),
];
const GIF = Array.from("GIF89a", (c) => c.charCodeAt(0));
const file = (bytes: number[] | string, name: string, type: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

describe("images a template may hold", () => {
  it("knows PNG, JPEG and WebP by their first bytes, and nothing else", () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe("image/png");
    expect(sniffImageType(new Uint8Array(JPEG))).toBe("image/jpeg");
    expect(sniffImageType(new Uint8Array(WEBP))).toBe("image/webp");
    expect(sniffImageType(new Uint8Array(GIF))).toBeNull();
    expect(sniffImageType(new Uint8Array([]))).toBeNull();
  });

  it("inlines an accepted image as a base64 data: URL of its real type", async () => {
    // A JPEG the browser called a PNG is still sent as what it is.
    const answer = await imageDataUrl(file(JPEG, "photo.png", "image/png"));
    expect(answer).toEqual({ src: `data:image/jpeg;base64,${btoa(String.fromCharCode(...JPEG))}` });
    expect(await imageDataUrl(file(WEBP, "a.webp", "image/webp"))).toHaveProperty("src");
  });

  it("refuses an SVG, by type, by name or by content, saying why", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const f of [
      file(svg, "logo.svg", "image/svg+xml"),
      file(svg, "logo.png", "image/png"),
      file("x", "a.svg", ""),
    ]) {
      const answer = await imageDataUrl(f);
      expect(answer).toEqual({ error: expect.stringContaining("SVG images are not allowed in documents") });
    }
  });

  it("refuses other files and images over the size limit", async () => {
    expect(await imageDataUrl(file(GIF, "anim.gif", "image/gif"))).toEqual({
      error: "“anim.gif” is not a PNG, JPEG or WebP image. Only those can be inserted.",
    });
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    expect(await imageDataUrl(new File([big], "huge.png", { type: "image/png" }))).toEqual({
      error: "“huge.png” is larger than 1 MB. Insert a smaller image.",
    });
  });

  it("takes the file's name as the alternative text", () => {
    expect(altOf(file(PNG, "Northwind logo.final.png", "image/png"))).toBe("Northwind logo.final");
  });
});
