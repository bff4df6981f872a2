import type { BillingFrequency, PricingTotals } from "@q2c/domain";
import type { ReactNode } from "react";
import type { DataGridColumn } from "../../app/data-grid/data-grid.tsx";
import { FigureInput } from "./figure-input.tsx";
import {
  ChosenCell,
  CostCell,
  FigureText,
  GroupName,
  LineName,
  OptionalCell,
  PriceCell,
  RowActionsCell,
  SelectCell,
} from "./grid-cells.tsx";
import type { GridRow } from "./grid-rows.ts";
import { LineMargin } from "./guardrail-badge.tsx";
import { formatDiscount } from "./line-inputs.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

const PERIOD_SUFFIX: Record<BillingFrequency, string> = {
  monthly: "/mo",
  quarterly: "/qtr",
  annually: "/yr",
  annually_3y: "/yr",
};

const figure = (value: string | undefined | null, suffix = ""): ReactNode => (
  <FigureText value={value} suffix={suffix} />
);

/** The recurring charge per billing period: monthly for most lines, or the line's own period. */
function recurringOf(figures: PricingTotals | undefined, frequency: BillingFrequency | null): ReactNode {
  if (!figures) return figure(undefined);
  if (frequency === null || frequency === "monthly") return figure(figures.recurringTotals.monthly);
  return figure(figures.recurringTotals[frequency], PERIOD_SUFFIX[frequency]);
}

const lineOnly =
  (render: (row: Extract<GridRow, { kind: "line" }>) => ReactNode) =>
  (row: GridRow): ReactNode =>
    row.kind === "line" ? render(row) : null;

/**
 * The building grid's columns. They are built once: every cell reads what it needs from its row and
 * the grid's context, so a keystroke re-renders only the rows in view whose line or figures changed.
 */
export const BUILDER_COLUMNS: DataGridColumn<GridRow>[] = [
  { id: "select", header: "", width: 44, hideable: false, cell: (row) => <SelectCell row={row} /> },
  {
    id: "name",
    header: "Name",
    // The other columns already overflow the builder's middle column, so a flexible name column
    // would only get its minimum and cut every product name short.
    width: 280,
    hideable: false,
    cell: (row) => (row.kind === "bundle" ? <GroupName bp={row.bp} /> : <LineName line={row.line} />),
  },
  {
    id: "partNumber",
    header: "Part number",
    width: 130,
    cell: lineOnly(({ line }) => line.partNumber || "—"),
  },
  {
    id: "quantity",
    header: "Qty",
    width: 90,
    align: "end",
    cell: lineOnly(({ line }) => (
      <FigureInput lineId={line.id} field="quantity" value={line.quantity} label={T.quantityOf(line.name)} />
    )),
  },
  {
    id: "price",
    header: "Unit price",
    width: 110,
    align: "end",
    cell: lineOnly(({ line }) => (
      <PriceCell line={line}>
        <FigureInput lineId={line.id} field="price" value={line.price} label={T.priceOf(line.name)} />
      </PriceCell>
    )),
  },
  {
    id: "discount",
    header: "Discount",
    width: 100,
    align: "end",
    cell: lineOnly(({ line }) => (
      <FigureInput
        lineId={line.id}
        field="discount"
        value={formatDiscount(line.discount)}
        label={T.discountOf(line.name)}
        placeholder="0"
      />
    )),
  },
  {
    id: "cost",
    header: "Cost",
    width: 100,
    align: "end",
    cell: lineOnly(({ line, figures }) => <CostCell line={line} figures={figures} />),
  },
  {
    id: "margin",
    header: "Margin",
    width: 80,
    align: "end",
    cell: (row) =>
      row.kind === "line" ? (
        <LineMargin line={row.line} figures={row.figures} />
      ) : (
        figure(row.figures?.grossMargin, row.figures?.grossMargin ? "%" : "")
      ),
  },
  {
    id: "oneTime",
    header: T.oneTime,
    width: 110,
    align: "end",
    cell: (row) => figure(row.figures?.oneTimeTotal),
  },
  {
    id: "monthly",
    header: T.monthly,
    width: 110,
    align: "end",
    cell: (row) => recurringOf(row.figures, row.kind === "line" ? row.line.billingFrequency : null),
  },
  {
    id: "termTotal",
    header: T.termTotal,
    width: 120,
    align: "end",
    cell: (row) => figure(row.figures?.termTotal),
  },
  {
    id: "optional",
    header: "Optional",
    width: 80,
    cell: lineOnly(({ line }) => <OptionalCell line={line} />),
  },
  {
    id: "alternativeGroup",
    header: "Alternative group",
    width: 120,
    defaultVisible: true,
    cell: lineOnly(({ line }) => line.alternativeGroup ?? ""),
  },
  {
    id: "chosen",
    header: "Chosen",
    width: 70,
    cell: lineOnly(({ line }) => <ChosenCell line={line} />),
  },
  {
    id: "actions",
    header: "Actions",
    width: 120,
    hideable: false,
    cell: (row) => <RowActionsCell row={row} />,
  },
];
