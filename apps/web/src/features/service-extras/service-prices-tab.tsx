import { Button, Group, Stack } from "@mantine/core";
import type { TServicePrice } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { deleteRow } from "./delete-row.ts";
import type { RowDialog } from "./form-support.tsx";
import { type RowColumn, RowsTable } from "./rows-table.tsx";
import { ServicePriceModal } from "./service-price-modal.tsx";
import { amountOrDash, EXTRAS_TEXTS } from "./texts.ts";
import { useServicePriceMutations, useServicePrices } from "./use-service-extras.ts";

const COLUMNS: RowColumn<TServicePrice>[] = [
  { header: "Name", cell: (r) => r.name },
  { header: "Unit", cell: (r) => r.unit || "—" },
  { header: "Min quantity", cell: (r) => r.minQuantity, numeric: true },
  { header: "Price", cell: (r) => r.price, numeric: true },
  { header: "Cost", cell: (r) => amountOrDash(r.cost), numeric: true },
];

/** The price tiers of a service: by quantity, each with its price and cost. */
export function ServicePricesTab({ serviceId, canEdit }: { serviceId: string; canEdit: boolean }) {
  const prices = useServicePrices(serviceId);
  const { remove } = useServicePriceMutations(serviceId);
  const [dialog, setDialog] = useState<RowDialog<TServicePrice> | null>(null);
  const add = canEdit ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ mode: "add" })}>
      {EXTRAS_TEXTS.addPrice}
    </Button>
  ) : null;
  return (
    <Stack gap="md">
      {add && prices.data?.length ? <Group justify="flex-end">{add}</Group> : null}
      <RowsTable
        label="Price tiers"
        query={prices}
        columns={COLUMNS}
        empty={{ title: EXTRAS_TEXTS.noPrices, description: EXTRAS_TEXTS.noPricesHint, action: add }}
        notLoaded={EXTRAS_TEXTS.pricesNotLoaded}
        editable={() => canEdit}
        rowName={(r) => r.name}
        busy={remove.isPending}
        onEdit={(row) => setDialog({ mode: "edit", row })}
        onDelete={(row) => void deleteRow(remove, row, row.name, EXTRAS_TEXTS.priceLabel)}
      />
      <ServicePriceModal serviceId={serviceId} dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
