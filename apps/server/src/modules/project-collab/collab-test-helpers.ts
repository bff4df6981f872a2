import { uuidv7 } from "@q2c/db";
import type { TestServer } from "../../test/harness.ts";

// Fixtures of the collaboration tests; the quotes themselves come from test/project-helpers.ts.

/**
 * A site, building, bundle product and one line, by SQL: these tests need only a line with a part number
 * and a cost (or none), on a new site of a quote made without sites, and no builder events in the feed.
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
