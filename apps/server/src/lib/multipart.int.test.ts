import { request } from "node:http";
import { DEMO_PROJECT_IDS } from "@q2c/db";
import { FILE_MAX_BYTES, MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, TINY_PNG, tokensFor } from "../test/demo-helpers.ts";
import { useTestServer } from "../test/harness.ts";

// Multipart uploads as clients really send them: over the HTTP socket with a browser's FormData (the
// body arrives in chunks, which is what made an oversized file come out truncated instead of refused),
// and malformed bodies that the parser cannot read.

const s = useTestServer();
const token = tokensFor(() => s);
let base: string;

beforeAll(async () => {
  base = await s.app.listen({ port: 0, host: "127.0.0.1" });
});

/** A PNG signature followed by zeros: an allowed image of exactly `size` bytes. */
const pngOf = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length)]);

const uploadOverSocket = async (bytes: Buffer) => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
  const res = await fetch(`${base}/api/v1/files/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${await token("sales@msp.demo")}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { message?: string; size?: number } };
};

/**
 * Sends one file over the socket in two writes, the first ending exactly `splitAt` bytes into the file,
 * with a pause between them: the server reads the first piece before the rest arrives, as it does when a
 * browser's chunk happens to end there.
 */
async function uploadInTwoPieces(bytes: Buffer, splitAt: number): Promise<{ status: number; body: string }> {
  const boundary = "----q2cTwoPieces";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(`${base}/api/v1/files/upload`);
  const auth = `Bearer ${await token("sales@msp.demo")}`;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: {
          authorization: auth,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": head.length + bytes.length + tail.length,
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          body += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.write(Buffer.concat([head, bytes.subarray(0, splitAt)]));
    setTimeout(() => req.end(Buffer.concat([bytes.subarray(splitAt), tail])), 200);
  });
}

describe("POST /files/upload over the HTTP socket", () => {
  it("answers 413 when the body's first piece ends exactly at the 2 MB limit (stored truncated before)", async () => {
    const before = await countOf(s, "select 1 from files");
    for (const extra of [1, 1000]) {
      const res = await uploadInTwoPieces(pngOf(FILE_MAX_BYTES + extra), FILE_MAX_BYTES);
      expect(res.status, res.body).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ message: MESSAGES.fileTooLarge });
    }
    expect(await countOf(s, "select 1 from files")).toBe(before);
  });

  it("stores a file of exactly 2 MB whole", async () => {
    const res = await uploadOverSocket(pngOf(FILE_MAX_BYTES));
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(FILE_MAX_BYTES);
  });

  it("answers 413 with a message to every file over 2 MB, and stores none of them", async () => {
    const before = await countOf(s, "select 1 from files");
    const sizes = [1, 100, 4096, 65_536, 65_537, 1024 * 1024, FILE_MAX_BYTES].map((n) => FILE_MAX_BYTES + n);
    const answers = [];
    for (const size of sizes) answers.push(await uploadOverSocket(pngOf(size)));
    expect(answers).toEqual(
      sizes.map(() => ({ status: 413, body: expect.objectContaining({ message: MESSAGES.fileTooLarge }) })),
    );
    expect(await countOf(s, "select 1 from files")).toBe(before);
    expect(await countOf(s, "select 1 from files where size = $1", [FILE_MAX_BYTES])).toBe(1);
  });
});

describe("a multipart body the parser cannot read", () => {
  const bodies: [string, string, string][] = [
    [
      "no boundary",
      "multipart/form-data",
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--x--\r\n',
    ],
    ["another boundary", "multipart/form-data; boundary=zzz", "--x\r\nbroken\r\n"],
    [
      "a part cut short",
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ],
  ];
  const endpoints = ["/files/upload", `/projects/${DEMO_PROJECT_IDS.adatumWifi}/comments`];

  for (const path of endpoints) {
    it(`answers 400 with a message on ${path}, writing nothing`, async () => {
      const before = [
        await countOf(s, "select 1 from files"),
        await countOf(s, "select 1 from project_comments"),
      ];
      for (const [label, contentType, body] of bodies) {
        const res = await s.api("POST", path, {
          token: await token("sales@msp.demo"),
          headers: { "content-type": contentType },
          body,
        });
        expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
        expect(res.json(), label).toMatchObject({ code: "bad_request", message: MESSAGES.multipartInvalid });
      }
      expect([
        await countOf(s, "select 1 from files"),
        await countOf(s, "select 1 from project_comments"),
      ]).toEqual(before);
    });
  }
});
