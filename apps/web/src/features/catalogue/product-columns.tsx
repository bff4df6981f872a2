import { Group, Tooltip, VisuallyHidden } from "@mantine/core";
import { productFigures, type TProduct } from "@q2c/domain";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { DataGridColumn } from "../../app/data-grid/data-grid.tsx";
import { kindInfo } from "./catalogue-kinds.ts";
import { CATALOGUE_TEXTS, STATUS_LABELS } from "./texts.ts";

const money = (value: string | null) => value ?? "—";

/** Domain §5: a cost without a distributor cost is highlighted, in words too for assistive technology. */
export function CostCell({ product }: { product: TProduct }) {
  if (!product.costMissing) return <>{money(product.cost)}</>;
  return (
    <Tooltip label={CATALOGUE_TEXTS.noDistributorCost}>
      <Group gap={4} wrap="nowrap" c="warning.8" fw={600} component="span">
        <IconAlertTriangle size={14} role="img" aria-label={CATALOGUE_TEXTS.noDistributorCost} />
        <span>{money(product.cost)}</span>
      </Group>
    </Tooltip>
  );
}

/**
 * A margin in percent; "—" with why when it is unknown because there is no cost (issue #16 §5: a
 * product without a cost never shows a 100% margin).
 */
export function MarginCell({ value }: { value: string | null }) {
  if (value !== null) return <>{`${value}%`}</>;
  return (
    <Tooltip label={CATALOGUE_TEXTS.marginUnknown}>
      <span data-margin-unknown="true">
        <span aria-hidden>—</span>
        <VisuallyHidden>{CATALOGUE_TEXTS.marginUnknown}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

/** The gross margin of the recurring price; unknown without a recurring cost, undefined without a price. */
export function recurringMarginOf(p: TProduct): string | null | undefined {
  if (p.recurringPrice === null) return undefined;
  return productFigures({
    price: p.recurringPrice,
    cost: p.recurringCost,
    softCost: p.recurringSoftCost ?? "0",
  }).grossMargin;
}

function RecurringMarginCell({ product }: { product: TProduct }) {
  const margin = recurringMarginOf(product);
  return margin === undefined ? "—" : <MarginCell value={margin} />;
}

/**
 * The catalogue grid's columns. Ids are saved in the user's tableConf ("catalogue.products"), so they
 * must not change; the less used ones start hidden.
 */
export const PRODUCT_COLUMNS: DataGridColumn<TProduct>[] = [
  { id: "name", header: "Name", cell: (p) => p.name, hideable: false, width: 260 },
  { id: "kind", header: "Kind", cell: (p) => kindInfo(p.kind).title, width: 160 },
  { id: "manufacturerPartNumber", header: "Manufacturer part #", cell: (p) => p.manufacturerPartNumber },
  { id: "mspPartNumber", header: "MSP part #", cell: (p) => p.mspPartNumber },
  { id: "listPrice", header: "List price", cell: (p) => money(p.listPrice), width: 110, align: "end" },
  { id: "cost", header: "Cost", cell: (p) => <CostCell product={p} />, width: 110, align: "end" },
  {
    id: "softCost",
    header: "Soft cost",
    cell: (p) => p.softCost,
    width: 110,
    align: "end",
    defaultVisible: false,
  },
  { id: "price", header: "Price", cell: (p) => p.price, width: 110, align: "end" },
  {
    id: "recurringPrice",
    header: "Recurring price",
    cell: (p) => money(p.recurringPrice),
    width: 130,
    align: "end",
    defaultVisible: false,
  },
  {
    id: "recurringMargin",
    header: CATALOGUE_TEXTS.recurringMargin,
    cell: (p) => <RecurringMarginCell product={p} />,
    width: 140,
    align: "end",
    defaultVisible: false,
  },
  {
    id: "grossMargin",
    header: "Gross margin",
    cell: (p) => <MarginCell value={p.grossMargin} />,
    width: 120,
    align: "end",
  },
  {
    id: "netMargin",
    header: "Net margin",
    cell: (p) => <MarginCell value={p.netMargin} />,
    width: 110,
    align: "end",
    defaultVisible: false,
  },
  {
    id: "resourceHours",
    header: "Resource hours",
    cell: (p) => p.resourceHours,
    width: 130,
    align: "end",
    defaultVisible: false,
  },
  {
    id: "priceMethod",
    header: "Price method",
    cell: (p) => p.priceMethod,
    width: 130,
    defaultVisible: false,
  },
  { id: "status", header: "Status", cell: (p) => STATUS_LABELS[p.status], width: 100 },
  { id: "tag", header: "Tag", cell: (p) => p.tag, width: 120, defaultVisible: false },
];

/** Shown by default in lists of subscriptions (issue #16 §5): the recurring price and its margin. */
const RECURRING_FIGURES = ["recurringPrice", "recurringMargin"];
/** The one-time figures, mostly 0 for a subscription: still in the Columns menu, hidden by default. */
const ONE_TIME_FIGURES = new Set(["listPrice", "cost", "price", "grossMargin"]);

/**
 * The columns of a list of subscriptions (recurring services, internet services, support plans): the
 * recurring price and its margin shown after the part numbers, the one-time figures hidden unless the
 * user shows them. Such a list keeps its column choice under its own tableId, so a choice made on the
 * Products list does not change it.
 */
export const RECURRING_PRODUCT_COLUMNS: DataGridColumn<TProduct>[] = (() => {
  const recurring = PRODUCT_COLUMNS.filter((c) => RECURRING_FIGURES.includes(c.id)).map((c) => ({
    ...c,
    defaultVisible: true,
  }));
  const rest = PRODUCT_COLUMNS.filter((c) => !RECURRING_FIGURES.includes(c.id)).map((c) =>
    ONE_TIME_FIGURES.has(c.id) ? { ...c, defaultVisible: false } : c,
  );
  const at = rest.findIndex((c) => c.id === "mspPartNumber") + 1;
  return [...rest.slice(0, at), ...recurring, ...rest.slice(at)];
})();
