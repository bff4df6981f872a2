import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../test/harness.ts";
import { renderApiDoc } from "./api-doc.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const s = useTestServer();

describe("docs/api.md", () => {
  it("is the one generated from the current routes (run npm run docs:api after changing routes)", () => {
    const committed = readFileSync(resolve(root, "docs/api.md"), "utf8");
    expect(committed).toBe(renderApiDoc(s.app));
  });
});
