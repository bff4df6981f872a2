import { DEMO_IDS, DEMO_PROJECT_IDS, uuidv7 } from "@q2c/db";
import { beforeAll, describe, expect, it } from "vitest";
import { TINY_PNG, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { multipartBody } from "../project-collab/collab-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];
const ADATUM_QUOTE = DEMO_PROJECT_IDS.adatumWifi;
const LITWARE_QUOTE = DEMO_PROJECT_IDS.litwareNetwork;
const UNKNOWN = "0190a000-0000-7000-8000-00000000dead";

const get = async (path: string, email: Email = "sales@msp.demo") =>
  s.api("GET", path, { token: await token(email) });
const routed = (method: "GET" | "POST", url: string) => s.app.hasRoute({ method, url: `/api/v1${url}` });

/** A comment with a file on the quote: through the comments route when it is there, else by SQL. */
async function commentWithFile(
  projectId: string,
  name: string,
  visibility: "internal" | "customer" = "customer",
): Promise<{ commentId: string; fileId: string }> {
  if (routed("POST", "/projects/:id/comments")) {
    const upload = multipartBody({ visibility }, [
      { filename: name, bytes: TINY_PNG, contentType: "image/png" },
    ]);
    const res = await s.api("POST", `/projects/${projectId}/comments`, {
      token: await token("sales@msp.demo"),
      body: upload.body,
      headers: upload.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { commentId: res.json().id, fileId: res.json().files[0].id };
  }
  const [commentId, fileId] = [uuidv7(), uuidv7()];
  const sales = await userIdOf(s, "sales@msp.demo");
  await s.sql(
    `insert into files (tenant_id, id, account_id, name, mime_type, size, data_base64, uploaded_by)
     values ($1, $2, $1, $3, 'image/png', $4, $5, $6)`,
    [DEMO_IDS.northwind, fileId, name, TINY_PNG.length, TINY_PNG.toString("base64"), sales],
  );
  await s.sql(
    `insert into project_comments (tenant_id, id, project_id, author_user_id, body, file_ids, visibility)
     values ($1, $2, $3, $4, '', jsonb_build_array($5::text), $6)`,
    [DEMO_IDS.northwind, commentId, projectId, sales, fileId, visibility],
  );
  return { commentId, fileId };
}

/** A message to the quote's members: through notify-members when it is there, else by SQL. */
async function notify(projectId: string, message: string): Promise<void> {
  if (routed("POST", "/projects/:id/notify-members")) {
    const res = await s.api("POST", `/projects/${projectId}/notify-members`, {
      token: await token("sales@msp.demo"),
      body: { message },
    });
    expect(res.statusCode, res.body).toBe(200);
    return;
  }
  await s.sql(
    `insert into project_messages (tenant_id, id, project_id, sender_user_id, message, recipient_user_ids)
     values ($1, $2, $3, $4, $5, jsonb_build_array($6::text))`,
    [
      DEMO_IDS.northwind,
      uuidv7(),
      projectId,
      await userIdOf(s, "sales@msp.demo"),
      message,
      await userIdOf(s, "partner@link.demo"),
    ],
  );
}

beforeAll(async () => {
  // Fabrikam is named on the Litware quote, so its users see it and are its document contacts.
  await s.sql(
    `insert into project_members (tenant_id, id, project_id, member_account_id, member_tenant_id)
     values ($1, $2, $3, $4, $4)`,
    [DEMO_IDS.northwind, uuidv7(), LITWARE_QUOTE, DEMO_IDS.fabrikam],
  );
});

/** Access of every per-quote list: the customer its own quote, a member partner, 403/404/400 otherwise. */
describe.each(["files", "messages", "tasks", "document-contacts"])("GET /quotes/:id/%s access", (list) => {
  it("answers the customer for its own quote and 404 for another customer's", async () => {
    expect((await get(`/quotes/${ADATUM_QUOTE}/${list}`, "user@customer.demo")).statusCode).toBe(200);
    expect((await get(`/quotes/${LITWARE_QUOTE}/${list}`, "user@customer.demo")).statusCode).toBe(404);
  });

  it("answers a partner only for quotes it is a member of", async () => {
    expect((await get(`/quotes/${LITWARE_QUOTE}/${list}`, "partner@link.demo")).statusCode).toBe(200);
    expect((await get(`/quotes/${ADATUM_QUOTE}/${list}`, "partner@link.demo")).statusCode).toBe(404);
  });

  it("answers 403 to the editor, 404 to another MSP and to an unknown quote, 400 to a bad id", async () => {
    expect((await get(`/quotes/${ADATUM_QUOTE}/${list}`, "editor@msp.demo")).statusCode).toBe(403);
    expect((await get(`/quotes/${ADATUM_QUOTE}/${list}`, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await get(`/quotes/${UNKNOWN}/${list}`)).statusCode).toBe(404);
    const bad = await get(`/quotes/quote-1/${list}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("id");
  });
});

describe("GET /quotes/:id/files", () => {
  it("lists the files of the quote's comments, newest comment first, with where to fetch them", async () => {
    expect((await get(`/quotes/${ADATUM_QUOTE}/files`)).json()).toEqual([]);
    const first = await commentWithFile(ADATUM_QUOTE, "ceiling.png");
    const second = await commentWithFile(ADATUM_QUOTE, "rack.png");
    const internal = await commentWithFile(ADATUM_QUOTE, "margins.png", "internal");
    await commentWithFile(LITWARE_QUOTE, "litware.png");
    // The MSP lists its internal note's file too; the customer only those of comments it reads.
    const msp = (await get(`/quotes/${ADATUM_QUOTE}/files`)).json();
    expect(msp.map((f: { id: string }) => f.id)).toEqual([internal.fileId, second.fileId, first.fileId]);
    const files = (await get(`/quotes/${ADATUM_QUOTE}/files`, "user@customer.demo")).json();
    expect(files).toEqual([
      {
        id: second.fileId,
        name: "rack.png",
        mimeType: "image/png",
        size: TINY_PNG.length,
        url: `/api/v1/projects/${ADATUM_QUOTE}/comments/${second.commentId}/files/${second.fileId}`,
      },
      expect.objectContaining({ id: first.fileId, name: "ceiling.png" }),
    ]);
    // The address is the comments route's own (when that module is there): the bytes come back from it.
    if (s.app.hasRoute({ method: "GET", url: "/api/v1/projects/:id/comments/:commentId/files/:fileId" })) {
      const bytes = await get(files[0].url.replace("/api/v1", ""), "user@customer.demo");
      expect(bytes.statusCode).toBe(200);
      expect(bytes.rawPayload.equals(TINY_PNG)).toBe(true);
    }
  });
});

describe("GET /quotes/:id/messages", () => {
  it("lists what was sent to the quote's members, newest first, with sender and recipient count", async () => {
    await notify(LITWARE_QUOTE, "Site visit moved to Tuesday.");
    await notify(LITWARE_QUOTE, "Pricing is final.");
    const res = await get(`/quotes/${LITWARE_QUOTE}/messages`, "partner@link.demo");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((m: { message: string }) => m.message)).toEqual([
      "Pricing is final.",
      "Site visit moved to Tuesday.",
    ]);
    expect(res.json()[0]).toMatchObject({ senderName: "Sam Sales", recipientCount: expect.any(Number) });
    expect(res.json()[0].recipientCount).toBeGreaterThan(0);
    expect((await get(`/quotes/${ADATUM_QUOTE}/messages`)).json()).toEqual([]);
  });
});

describe("GET /quotes/:id/tasks", () => {
  it("lists the tasks of the quote's bundle products with their building", async () => {
    const engineer = await userIdOf(s, "engineer@msp.demo");
    const res = await get(`/quotes/${ADATUM_QUOTE}/tasks`, "user@customer.demo");
    expect(res.json()).toEqual([
      {
        projectId: ADATUM_QUOTE,
        dealName: "Adatum HQ Wi-Fi refresh",
        bundleProductId: expect.any(String),
        bundleProductName: "Office Wi-Fi (per 2,500 sq ft)",
        buildingName: "Main building",
        items: ["Confirm ceiling heights with facilities", "Book the scissor lift for the warehouse"],
        users: [engineer],
        start: "2026-12-01",
        targetCompletion: "2026-12-15",
        completion: null,
      },
    ]);
    expect((await get(`/quotes/${LITWARE_QUOTE}/tasks`)).json()).toEqual([]);
  });
});

describe("GET /quotes/:id/document-contacts", () => {
  it("lists the customer's active users, then the member accounts' users", async () => {
    await s.sql(
      `insert into users (tenant_id, id, account_id, email, first_name, last_name, active)
       values ($1, $2, $3, 'gone@customer.demo', 'Gone', 'Away', false)`,
      [DEMO_IDS.northwind, uuidv7(), DEMO_IDS.adatum],
    );
    const adatum = (await get(`/quotes/${ADATUM_QUOTE}/document-contacts`)).json();
    expect(adatum).toEqual([
      {
        userId: await userIdOf(s, "user@customer.demo"),
        name: "Ada Tum",
        email: "user@customer.demo",
        accountId: DEMO_IDS.adatum,
        accountName: "Adatum Corp",
        kind: "customer",
      },
    ]);
    const litware = (await get(`/quotes/${LITWARE_QUOTE}/document-contacts`, "partner@link.demo")).json();
    expect(litware).toEqual([
      expect.objectContaining({
        email: "partner@link.demo",
        name: "Fay Brik",
        accountName: "Fabrikam Link",
        kind: "member",
      }),
    ]);
  });
});
