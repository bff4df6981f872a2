import type { BillingFrequency, PricingTotals } from "@q2c/domain";
import type { ReactNode } from "react";
import type { DataGridColumn } from "../../app/data-grid/data-grid.tsx";
import { formatPercent } from "./figure-format.ts";
import { FigureInput } from "./figure-input.tsx";
import {
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
const percent = (value: string | null | undefined): ReactNode => (
  <FigureText value={value} format={formatPercent} />
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
 *
 * Shown by default are those that fit the builder's middle column at 1440 px with the side menu open
 * (about 756 px, see BUILDER_GRID_SPACING): the tick, the name (frozen, taking the width left), Qty, Unit
 * price, Line discount, Term total and Actions. The others are chosen in Columns and remembered in the
 * user's tableConf; the grid then scrolls sideways under the frozen name. An option of a group of
 * alternatives is chosen in its name cell (see LineName), which also marks optional lines.
 */
export const BUILDER_COLUMNS: DataGridColumn<GridRow>[] = [
  {
    id: "select",
    header: "",
    width: 32,
    hideable: false,
    frozen: true,
    cell: (row) => <SelectCell row={row} />,
  },
  {
    id: "name",
    header: "Name",
    minWidth: 220,
    hideable: false,
    frozen: true,
    cell: (row) => (row.kind === "bundle" ? <GroupName bp={row.bp} /> : <LineName line={row.line} />),
  },
  {
    id: "partNumber",
    header: "Part number",
    width: 130,
    defaultVisible: false,
    cell: lineOnly(({ line }) => line.partNumber || "—"),
  },
  {
    id: "quantity",
    header: "Qty",
    width: 64,
    align: "end",
    cell: lineOnly(({ line }) => (
      <FigureInput lineId={line.id} field="quantity" value={line.quantity} label={T.quantityOf(line.name)} />
    )),
  },
  {
    id: "price",
    header: "Unit price",
    width: 96,
    align: "end",
    cell: lineOnly(({ line }) => (
      <PriceCell line={line}>
        <FigureInput lineId={line.id} field="price" value={line.price} label={T.priceOf(line.name)} />
      </PriceCell>
    )),
  },
  {
    id: "discount",
    // The engine takes an amount off the line's extended price (quantity × unit price), not off each unit.
    header: T.lineDiscount,
    width: 108,
    align: "end",
    cell: lineOnly(({ line }) => (
      <FigureInput
        lineId={line.id}
        field="discount"
        value={formatDiscount(line.discount)}
        label={T.discountOf(line.name)}
        title={T.discountHelp}
        placeholder="0"
      />
    )),
  },
  {
    id: "cost",
    header: "Cost",
    width: 100,
    align: "end",
    defaultVisible: false,
    cell: lineOnly(({ line, figures }) => <CostCell line={line} figures={figures} />),
  },
  {
    id: "margin",
    header: "Margin",
    width: 80,
    align: "end",
    defaultVisible: false,
    cell: (row) =>
      row.kind === "line" ? (
        <LineMargin line={row.line} figures={row.figures} />
      ) : (
        percent(row.figures?.grossMargin)
      ),
  },
  {
    id: "oneTime",
    header: T.oneTime,
    width: 110,
    align: "end",
    defaultVisible: false,
    cell: (row) => figure(row.figures?.oneTimeTotal),
  },
  {
    id: "monthly",
    header: T.monthly,
    width: 110,
    align: "end",
    defaultVisible: false,
    cell: (row) => recurringOf(row.figures, row.kind === "line" ? row.line.billingFrequency : null),
  },
  {
    id: "termTotal",
    header: T.termTotal,
    width: 104,
    align: "end",
    cell: (row) => figure(row.figures?.termTotal),
  },
  {
    id: "optional",
    header: "Optional",
    width: 80,
    defaultVisible: false,
    cell: lineOnly(({ line }) => <OptionalCell line={line} />),
  },
  {
    id: "alternativeGroup",
    header: "Alternative group",
    width: 140,
    defaultVisible: false,
    cell: lineOnly(({ line }) => line.alternativeGroup ?? ""),
  },
  {
    id: "actions",
    header: "Actions",
    width: 104,
    hideable: false,
    cell: (row) => <RowActionsCell row={row} />,
  },
];

/** The cells' padding in the builder's grid: 6 px beside the content, 4 px above and below. */
export const BUILDER_GRID_SPACING = { horizontal: 6, vertical: 4 } as const;
/** Two lines of a name over its group's badge and part number, in a row. */
export const BUILDER_ROW_HEIGHT = 56;
