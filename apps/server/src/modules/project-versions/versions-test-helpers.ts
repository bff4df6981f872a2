import { expect } from "vitest";
import type { TestServer } from "../../test/harness.ts";
import { countRows, type Tokens, versionOf } from "../../test/project-helpers.ts";

// Fixtures of the versions tests; quotes and lines come from test/project-helpers.ts.

/** Changes a line's price through PUT of the builder; answers the quote's new version. */
export async function setLinePrice(
  s: TestServer,
  token: Tokens,
  projectId: string,
  lineId: string,
  price: string,
): Promise<number> {
  const res = await s.api("PUT", `/projects/${projectId}/project-location-products/${lineId}`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, projectId), price },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().version;
}

/** Rows of a quote and its versions, to prove a refused call wrote nothing. */
export async function quoteState(s: TestServer, projectId: string) {
  return {
    version: await versionOf(s, projectId),
    versions: await s.sql(
      "select id, name, version, number from project_versions where project_id = $1 order by number",
      [projectId],
    ),
    lines: await s.sql("select id, price, quantity from project_lines where project_id = $1 order by id", [
      projectId,
    ]),
    buildings: await countRows(s, "project_buildings", projectId),
    events: await countRows(s, "project_events", projectId),
  };
}
