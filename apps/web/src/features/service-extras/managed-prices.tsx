import { Badge, Stack } from "@mantine/core";
import type { TManagedPrice } from "@q2c/domain";
import { EditableRows } from "../../app/lists/editable-rows.tsx";
import type { RowColumn } from "../../app/lists/record-table.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { ManagedPriceModal } from "./managed-price-modal.tsx";
import { amountOrDash, EXTRAS_TEXTS, termLabel } from "./texts.ts";
import { useManagedPriceMutations, useManagedPrices } from "./use-managed-prices.ts";

const COLUMNS: RowColumn<TManagedPrice>[] = [
  { header: "Name", cell: (r) => r.name },
  { header: "Unit", cell: (r) => r.unit || "—" },
  { header: "Term", cell: (r) => termLabel(r.termMonths) },
  { header: "Price", cell: (r) => r.price, numeric: true },
  { header: "Cost", cell: (r) => amountOrDash(r.cost), numeric: true },
  {
    header: "Ownership",
    cell: (r) => (
      <Badge variant="light" color={r.ownership === "mine" ? "primary" : "gray"}>
        {r.ownership === "mine" ? "Mine" : "Platform"}
      </Badge>
    ),
  },
];

export interface ManagedPricesProps {
  /** The managed service's price list, e.g. "managed_wifi". */
  type: string;
}

/**
 * The managed price list of a type: the platform's rows (read-only to an MSP) and the caller's own,
 * which an editor adds, changes and deletes.
 */
export function ManagedPrices({ type }: ManagedPricesProps) {
  const canWrite = useCan("catalogue.write");
  const prices = useManagedPrices(type);
  const { remove } = useManagedPriceMutations(type);
  return (
    <Stack gap="md">
      <EditableRows
        label="Managed prices"
        query={prices}
        columns={COLUMNS}
        add={{ label: EXTRAS_TEXTS.addManagedPrice, allowed: canWrite }}
        empty={{ title: EXTRAS_TEXTS.noManagedPrices, description: EXTRAS_TEXTS.noManagedPricesHint }}
        notLoaded={EXTRAS_TEXTS.managedNotLoaded}
        editable={(row) => canWrite && row.ownership === "mine"}
        rowName={(r) => r.name}
        remove={remove}
        rowLabel={EXTRAS_TEXTS.managedPriceLabel}
        renderDialog={(dialog, close) => <ManagedPriceModal type={type} dialog={dialog} onClose={close} />}
      />
    </Stack>
  );
}
