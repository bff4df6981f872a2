import { Badge, Button, Group, Stack } from "@mantine/core";
import { passesRule, type TManagedPrice } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useAccessContext } from "../../app/session/use-session.ts";
import { deleteRow } from "./delete-row.ts";
import type { RowDialog } from "./form-support.tsx";
import { ManagedPriceModal } from "./managed-price-modal.tsx";
import { type RowColumn, RowsTable } from "./rows-table.tsx";
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
  const canWrite = passesRule("editor", useAccessContext().role);
  const prices = useManagedPrices(type);
  const { remove } = useManagedPriceMutations(type);
  const [dialog, setDialog] = useState<RowDialog<TManagedPrice> | null>(null);
  const add = canWrite ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ mode: "add" })}>
      {EXTRAS_TEXTS.addManagedPrice}
    </Button>
  ) : null;
  return (
    <Stack gap="md">
      {add && prices.data?.length ? <Group justify="flex-end">{add}</Group> : null}
      <RowsTable
        label="Managed prices"
        query={prices}
        columns={COLUMNS}
        empty={{
          title: EXTRAS_TEXTS.noManagedPrices,
          description: EXTRAS_TEXTS.noManagedPricesHint,
          action: add,
        }}
        notLoaded={EXTRAS_TEXTS.managedNotLoaded}
        editable={(row) => canWrite && row.ownership === "mine"}
        rowName={(r) => r.name}
        busy={remove.isPending}
        onEdit={(row) => setDialog({ mode: "edit", row })}
        onDelete={(row) => void deleteRow(remove, row, row.name, EXTRAS_TEXTS.managedPriceLabel)}
      />
      <ManagedPriceModal type={type} dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
