import type { DemoEmail, TestServer } from "./harness.ts";

/** Access tokens of demo users, signed in once per test file and cached. */
export function tokensFor(s: () => TestServer) {
  const cache = new Map<DemoEmail, string>();
  return async (email: DemoEmail): Promise<string> => {
    const known = cache.get(email);
    if (known) return known;
    const { accessToken } = await s().login(email);
    cache.set(email, accessToken);
    return accessToken;
  };
}

/** The id of a user by e-mail. */
export async function userIdOf(s: TestServer, email: string): Promise<string> {
  const [row] = await s.sql<{ id: string }>("select id from users where email = $1", [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A count from SQL, for asserting what was (not) written. */
export async function countOf(s: TestServer, text: string, params: unknown[] = []): Promise<number> {
  const [row] = await s.sql<{ n: number | string }>(`select count(*)::int as n from (${text}) x`, params);
  return Number(row?.n ?? 0);
}

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A multipart/form-data request body with one file field `file`. */
export function multipartFile(
  filename: string,
  bytes: Buffer,
  contentType = "application/octet-stream",
): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----q2c${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
