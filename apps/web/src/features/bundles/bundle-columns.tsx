import { Badge } from "@mantine/core";
import type { TBundle } from "@q2c/domain";
import type { DataGridColumn } from "../../app/data-grid/data-grid.tsx";
import { BUNDLE_TEXTS, OWNERSHIP_LABELS } from "./texts.ts";

/**
 * The bundles grid's columns. Ids are saved in the user's tableConf ("bundles.list"), so they must not
 * change. The type column needs the bundle types' names, hence a function of them.
 */
export function bundleColumns(typeNames: ReadonlyMap<string, string>): DataGridColumn<TBundle>[] {
  return [
    { id: "name", header: "Name", cell: (b) => b.name, hideable: false, width: 280 },
    {
      id: "type",
      header: "Type",
      cell: (b) => (b.bundleTypeId ? (typeNames.get(b.bundleTypeId) ?? "…") : BUNDLE_TEXTS.noType),
      width: 180,
    },
    { id: "items", header: "Items", cell: (b) => b.itemCount, width: 90, align: "end" },
    { id: "oneTimeTotal", header: "One-time total", cell: (b) => b.oneTimeTotal, width: 140, align: "end" },
    {
      id: "recurringTotal",
      header: "Recurring total",
      cell: (b) => b.recurringTotal,
      width: 140,
      align: "end",
    },
    {
      id: "ownership",
      header: "Ownership",
      cell: (b) => (
        <Badge variant="light" color={b.ownership === "platform" ? "gray" : "primary"}>
          {OWNERSHIP_LABELS[b.ownership]}
        </Badge>
      ),
      width: 120,
    },
  ];
}
