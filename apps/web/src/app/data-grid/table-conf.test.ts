import { describe, expect, it } from "vitest";
import { resolveVisibility, savedVisibility, withColumnVisibility } from "./table-conf.ts";

const COLUMNS = [{ id: "name", hideable: false }, { id: "sku" }, { id: "vendor", defaultVisible: false }];

describe("tableConf of a grid", () => {
  it("reads the saved flags and ignores whatever is malformed", () => {
    const conf = { items: { columns: { sku: { visible: false }, vendor: { visible: "yes" }, x: 3 } } };
    expect(savedVisibility(conf, "items")).toEqual({ sku: false });
    expect(savedVisibility({ items: [] }, "items")).toEqual({});
    expect(savedVisibility(null, "items")).toEqual({});
  });

  it("falls back to each column's default and never hides a column the user may not hide", () => {
    expect(resolveVisibility(COLUMNS, {})).toEqual({ name: true, sku: true, vendor: false });
    expect(resolveVisibility(COLUMNS, { name: false, sku: false, vendor: true })).toEqual({
      name: true,
      sku: false,
      vendor: true,
    });
  });

  it("writes the hideable columns of one grid and keeps every other entry", () => {
    const conf = {
      quotes: { pageSize: 50 },
      items: { pageSize: 25, columns: { old: { visible: false }, sku: { visible: true, width: 90 } } },
    };
    expect(withColumnVisibility(conf, "items", COLUMNS, { name: true, sku: false, vendor: true })).toEqual({
      quotes: { pageSize: 50 },
      items: {
        pageSize: 25,
        columns: { old: { visible: false }, sku: { visible: false, width: 90 }, vendor: { visible: true } },
      },
    });
  });
});
