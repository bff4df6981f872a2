import { DEMO_IDS } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { countOf, multipartFile, TINY_PNG, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";

const s = useTestServer();
const token = tokensFor(() => s);

const upload = async (email: Parameters<typeof token>[0], name: string, bytes: Buffer, accountId?: string) =>
  s.api("POST", "/files/upload", {
    token: await token(email),
    ...multipartFile(name, bytes),
    ...(accountId ? { query: { accountId } } : {}),
  });

describe("POST /files/upload", () => {
  it("stores an image for the caller's account and answers its id and URL", async () => {
    const res = await upload("sales@msp.demo", "logo.png", TINY_PNG);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: "logo.png", mimeType: "image/png", size: TINY_PNG.length });
    expect(body.url).toBe(`/api/v1/files/${body.id}`);
    expect(await s.sql("select account_id from files where id = $1", [body.id])).toEqual([
      { account_id: DEMO_IDS.northwind },
    ]);
  });

  it("recognises SVG by its content, whatever the name says", async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const res = await upload("admin@msp.demo", "picture.bin", svg);
    expect(res.json().mimeType).toBe("image/svg+xml");
  });

  it("answers 400 on a file that is not an allowed image or no file, 413 on one over 2 MB, writing nothing", async () => {
    const before = await countOf(s, "select 1 from files");
    const pdf = await upload("admin@msp.demo", "logo.png", Buffer.from("%PDF-1.7 pretending"));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().fields).toEqual({ file: "Upload a PNG, JPEG, SVG or WebP image." });
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const large = await upload("admin@msp.demo", "big.png", big);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      message: "The file is larger than 2 MB.",
      fields: { file: "The file is larger than 2 MB." },
    });
    const none = await s.api("POST", "/files/upload", {
      token: await token("admin@msp.demo"),
      body: { a: 1 },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toHaveProperty("file");
    expect(await countOf(s, "select 1 from files")).toBe(before);
  });

  it("stores for a customer account in scope and answers 404 for another tenant's account", async () => {
    const ok = await upload("admin@msp.demo", "adatum.png", TINY_PNG, DEMO_IDS.adatum);
    expect(ok.statusCode).toBe(201);
    const other = await upload("admin@msp2.demo", "x.png", TINY_PNG, DEMO_IDS.adatum);
    expect(other.statusCode).toBe(404);
  });
});

describe("GET /files/:id", () => {
  it("serves a file's bytes with its type to a signed-in user of the scope", async () => {
    const id = (await upload("sales@msp.demo", "a.png", TINY_PNG)).json().id;
    const res = await s.api("GET", `/files/${id}`, { token: await token("finance@msp.demo") });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it("answers 404 to another tenant, to a customer for its MSP's file and to a visitor; 401 on a bad token", async () => {
    const id = (await upload("sales@msp.demo", "b.png", TINY_PNG)).json().id;
    expect((await s.api("GET", `/files/${id}`, { token: await token("admin@msp2.demo") })).statusCode).toBe(
      404,
    );
    expect(
      (await s.api("GET", `/files/${id}`, { token: await token("user@customer.demo") })).statusCode,
    ).toBe(404);
    expect((await s.api("GET", `/files/${id}`)).statusCode).toBe(404);
    expect((await s.api("GET", `/files/${id}`, { token: "not-a-token" })).statusCode).toBe(401);
  });

  it("serves the logo of a brandable account to everyone: its customers and the login page", async () => {
    const id = (await upload("admin@msp.demo", "northwind.png", TINY_PNG)).json().id;
    const set = await s.api("PUT", `/accounts/${DEMO_IDS.northwind}/branding`, {
      token: await token("admin@msp.demo"),
      body: { logoFileId: id },
    });
    expect(set.statusCode).toBe(200);
    const customer = await s.api("GET", `/files/${id}`, { token: await token("user@customer.demo") });
    expect(customer.statusCode).toBe(200);
    const visitor = await s.api("GET", `/files/${id}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers["cache-control"]).toContain("public");
  });

  it("answers 400 for an id that is not a UUID", async () => {
    expect((await s.api("GET", "/files/abc")).statusCode).toBe(400);
  });
});

describe("DELETE /files/:id", () => {
  it("lets the uploader delete its file", async () => {
    const id = (await upload("sales@msp.demo", "c.png", TINY_PNG)).json().id;
    const res = await s.api("DELETE", `/files/${id}`, { token: await token("sales@msp.demo") });
    expect(res.statusCode).toBe(200);
    expect(await countOf(s, "select 1 from files where id = $1", [id])).toBe(0);
  });

  it("refuses a colleague who is not an administrator (403) and another tenant (404)", async () => {
    const id = (await upload("sales@msp.demo", "d.png", TINY_PNG)).json().id;
    expect(
      (await s.api("DELETE", `/files/${id}`, { token: await token("finance@msp.demo") })).statusCode,
    ).toBe(403);
    expect(
      (await s.api("DELETE", `/files/${id}`, { token: await token("admin@msp2.demo") })).statusCode,
    ).toBe(404);
    expect(await countOf(s, "select 1 from files where id = $1", [id])).toBe(1);
  });

  it("removes a deleted logo from the account's branding", async () => {
    const id = (await upload("admin@msp.demo", "e.png", TINY_PNG)).json().id;
    const t = await token("admin@msp.demo");
    await s.api("PUT", `/accounts/${DEMO_IDS.northwind}/branding`, { token: t, body: { logoFileId: id } });
    expect((await s.api("DELETE", `/files/${id}`, { token: t })).statusCode).toBe(200);
    const [row] = await s.sql<{ branding: Record<string, string> }>(
      "select branding from accounts where id = $1",
      [DEMO_IDS.northwind],
    );
    expect(row?.branding).toEqual({ primaryColor: "#1D4ED8" });
  });

  it("answers 400 for an id that is not a UUID", async () => {
    const res = await s.api("DELETE", "/files/abc", { token: await token("admin@msp.demo") });
    expect(res.statusCode).toBe(400);
  });
});
