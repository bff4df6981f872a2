import { crc32, deflateSync } from "node:zlib";

/*
 * Northwind IT's demo logo, drawn here rather than kept as an opaque blob: a blue rounded badge with a white
 * "N" and the name beside it in a 5x7 pixel font, as a PNG (RGBA, transparent background). Its own proposal
 * template shows it inline as a data: URL, as documents carry their images (issue #17 §2: images inlined).
 */

const WIDTH = 464;
const HEIGHT = 96;
const BLUE = [0x1d, 0x4e, 0xd8, 0xff] as const;
const WHITE = [0xff, 0xff, 0xff, 0xff] as const;
const INK = [0x0f, 0x17, 0x2a, 0xff] as const;

/** 5x7 glyphs of the letters the name needs, a row a string. */
const GLYPHS: Record<string, readonly string[]> = {
  N: ["X...X", "XX..X", "X.X.X", "X..XX", "X...X", "X...X", "X...X"],
  O: [".XXX.", "X...X", "X...X", "X...X", "X...X", "X...X", ".XXX."],
  R: ["XXXX.", "X...X", "X...X", "XXXX.", "X.X..", "X..X.", "X...X"],
  T: ["XXXXX", "..X..", "..X..", "..X..", "..X..", "..X..", "..X.."],
  H: ["X...X", "X...X", "X...X", "XXXXX", "X...X", "X...X", "X...X"],
  W: ["X...X", "X...X", "X...X", "X.X.X", "X.X.X", "XX.XX", "X...X"],
  I: ["XXXXX", "..X..", "..X..", "..X..", "..X..", "..X..", "XXXXX"],
  D: ["XXXX.", "X...X", "X...X", "X...X", "X...X", "X...X", "XXXX."],
  " ": [".....", ".....", ".....", ".....", ".....", ".....", "....."],
};

function draw(): Uint8Array {
  const px = new Uint8Array(WIDTH * HEIGHT * 4);
  const set = (x: number, y: number, c: readonly number[]) => px.set(c, (y * WIDTH + x) * 4);
  // The badge: 96x96 with corners of radius 18.
  const r = 18;
  for (let y = 0; y < 96; y++) {
    for (let x = 0; x < 96; x++) {
      const cx = Math.min(Math.max(x, r), 95 - r);
      const cy = Math.min(Math.max(y, r), 95 - r);
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) set(x, y, BLUE);
    }
  }
  // The white N: two uprights and a diagonal, 12 px strokes.
  for (let y = 22; y < 74; y++) {
    for (let x = 24; x < 72; x++) {
      const diagonal = 24 + ((y - 22) * (72 - 24 - 12)) / (74 - 22 - 1);
      if (x < 36 || x >= 60 || (x >= diagonal && x < diagonal + 12)) set(x, y, WHITE);
    }
  }
  // The name, each glyph pixel a 5x5 block, vertically centred beside the badge.
  const scale = 5;
  const top = Math.round((HEIGHT - 7 * scale) / 2);
  let left = 116;
  for (const ch of "NORTHWIND IT") {
    const glyph = GLYPHS[ch] ?? [];
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < row.length; gx++) {
        if (row[gx] !== "X") continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) set(left + gx * scale + dx, top + gy * scale + dy, INK);
        }
      }
    });
    left += 6 * scale - 2;
  }
  return px;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

function png(): Buffer {
  const pixels = draw();
  const rows = Buffer.alloc(HEIGHT * (WIDTH * 4 + 1));
  for (let y = 0; y < HEIGHT; y++) {
    // Filter type 0 (none) before each row.
    rows[y * (WIDTH * 4 + 1)] = 0;
    rows.set(pixels.subarray(y * WIDTH * 4, (y + 1) * WIDTH * 4), y * (WIDTH * 4 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Northwind IT's logo as a data: URL (PNG, 464 x 96). */
export const NORTHWIND_LOGO_DATA_URL = `data:image/png;base64,${png().toString("base64")}`;
