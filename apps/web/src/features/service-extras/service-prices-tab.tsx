import { Stack } from "@mantine/core";
import type { TServicePrice } from "@q2c/domain";
import { EditableRows } from "../../app/lists/editable-rows.tsx";
import type { RowColumn } from "../../app/lists/record-table.tsx";
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
  return (
    <Stack gap="md">
      <EditableRows
        label="Price tiers"
        query={prices}
        columns={COLUMNS}
        add={{ label: EXTRAS_TEXTS.addPrice, allowed: canEdit }}
        empty={{ title: EXTRAS_TEXTS.noPrices, description: EXTRAS_TEXTS.noPricesHint }}
        notLoaded={EXTRAS_TEXTS.pricesNotLoaded}
        editable={() => canEdit}
        rowName={(r) => r.name}
        remove={remove}
        rowLabel={EXTRAS_TEXTS.priceLabel}
        renderDialog={(dialog, close) => (
          <ServicePriceModal serviceId={serviceId} dialog={dialog} onClose={close} />
        )}
      />
    </Stack>
  );
}
