import { DEMO_IDS, uuidv7 } from "@q2c/db";
import { API_PREFIX } from "@q2c/domain";
import type { TestServer } from "../../test/harness.ts";

// Fixtures of the collaboration tests. Quotes are created through POST /api/v1/projects when that route
// is registered (module projects), otherwise by SQL with the minimal columns, so these tests do not
// wait on the projects module; `via` says which way a test ran.

export interface TestProject {
  id: string;
  version: number;
  via: "api" | "sql";
}

export async function createTestProject(
  s: TestServer,
  opts: { accountId?: string; dealName?: string; token?: string } = {},
): Promise<TestProject> {
  const accountId = opts.accountId ?? DEMO_IDS.adatum;
  const dealName = opts.dealName ?? `Deal ${uuidv7().slice(-6)}`;
  if (s.app.hasRoute({ method: "POST", url: `${API_PREFIX}/projects` })) {
    const token = opts.token ?? (await s.login("sales@msp.demo")).accessToken;
    const res = await s.api("POST", "/projects", { token, body: { accountId, dealName } });
    if (res.statusCode === 201) return { id: res.json().id, version: res.json().version, via: "api" };
    throw new Error(`POST /projects answered ${res.statusCode}: ${res.body}`);
  }
  const id = uuidv7();
  await s.sql(
    `insert into projects (tenant_id, id, account_id, quote_number, deal_name, tax_rates, totals)
     select a.tenant_id, $1, a.id,
       (select coalesce(max(quote_number), 0) + 1 from projects where tenant_id = a.tenant_id), $3, '[]', '{}'
     from accounts a where a.id = $2`,
    [id, accountId, dealName],
  );
  return { id, version: 1, via: "sql" };
}

/** The quote's version and row counts, to prove a refused call wrote nothing. */
export async function versionOf(s: TestServer, projectId: string): Promise<number> {
  const [row] = await s.sql<{ version: number }>("select version from projects where id = $1", [projectId]);
  return Number(row?.version);
}

export async function countRows(s: TestServer, table: string, projectId: string): Promise<number> {
  const [row] = await s.sql<{ n: number }>(`select count(*)::int as n from ${table} where project_id = $1`, [
    projectId,
  ]);
  return Number(row?.n ?? 0);
}

/**
 * A site, building, bundle product and one line, by SQL: the builder calls belong to another module,
 * and these tests need only a line with a part number and a cost.
 */
export async function insertTestLine(
  s: TestServer,
  projectId: string,
  line: { partNumber: string; cost: string | null; name?: string },
): Promise<{ lineId: string; buildingId: string }> {
  const [p] = await s.sql<{ tenant_id: string }>("select tenant_id from projects where id = $1", [projectId]);
  const tenant = p!.tenant_id;
  const [loc, bld, bp, lineId] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
  await s.sql("insert into project_locations (tenant_id, id, project_id, name) values ($1, $2, $3, 'Site')", [
    tenant,
    loc,
    projectId,
  ]);
  await s.sql(
    "insert into project_buildings (tenant_id, id, project_id, project_location_id, name) values ($1, $2, $3, $4, 'Main')",
    [tenant, bld, projectId, loc],
  );
  await s.sql(
    "insert into project_bundle_products (tenant_id, id, project_id, building_id, name) values ($1, $2, $3, $4, 'Wi-Fi')",
    [tenant, bp, projectId, bld],
  );
  await s.sql(
    `insert into project_lines (tenant_id, id, project_id, bundle_product_id, name, part_number, cost, price)
     values ($1, $2, $3, $4, $5, $6, $7, 100)`,
    [tenant, lineId, projectId, bp, line.name ?? line.partNumber, line.partNumber, line.cost],
  );
  return { lineId, buildingId: bld };
}

/** Stored totals as the pricing engine would have left them, for calls that read the term total. */
export async function setTermTotal(s: TestServer, projectId: string, termTotal: string, termMonths = 36) {
  await s.sql(
    `update projects set term_months = $2,
       totals = coalesce(totals, '{}'::jsonb) || jsonb_build_object('termTotal', $3::text, 'termMonths', $2::int)
     where id = $1`,
    [projectId, termMonths, termTotal],
  );
}

/** A top partner account of the given kind, as the platform owner would have added it. */
export async function insertPartnerAccount(
  s: TestServer,
  name: string,
  kind: {
    companyType: string;
    flag?: "is_financial" | "is_distributor" | "is_manufacturer" | "is_isp" | "is_sp_link";
  },
): Promise<string> {
  const id = uuidv7();
  const flag = kind.flag ? `, ${kind.flag}` : "";
  await s.sql(
    `insert into accounts (tenant_id, id, parent_id, account_name, company_type${flag})
     values ($1, $1, $2, $3, $4${kind.flag ? ", true" : ""})`,
    [id, s.config.platformAccountId, name, kind.companyType],
  );
  return id;
}

/** A multipart body with text fields and `file` parts. */
export function multipartBody(
  fields: Record<string, string>,
  files: { filename: string; bytes: Buffer; contentType?: string }[],
): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----q2c${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
