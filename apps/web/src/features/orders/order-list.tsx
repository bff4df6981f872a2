import { Group, Select, Stack } from "@mantine/core";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "@q2c/domain";
import { IconPackage } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { KeysetPagerButtons, ListEmpty, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { CustomerSelect } from "../contracts/customer-select.tsx";
import { OrdersTable } from "./orders-table.tsx";
import { SiteSelect } from "./site-select.tsx";
import { ORDER_TEXTS as T } from "./texts.ts";
import { useOrderList } from "./use-orders.ts";

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: ORDER_STATUS_LABELS[status],
}));

/** The orders the user sees (GET /orders), filtered by status, customer and site, in keyset pages. */
export function OrderList() {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [customer, setCustomer] = useState<string | null>(null);
  const [site, setSite] = useState<string | null>(null);
  const filters = {
    status: status ?? undefined,
    customerId: customer ?? undefined,
    locationId: site ?? undefined,
  };
  const { cursor, pager } = useKeysetCursor(JSON.stringify(filters));
  const list = useOrderList({ ...filters, ...cursor });
  useQueryErrorNotice(list.error, T.couldNotLoad);
  const filtered = status !== null || customer !== null || site !== null;

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label={T.loading} />;
  else if (list.isError && !list.data)
    body = <ListError message={T.couldNotLoad} onRetry={() => void list.refetch()} />;
  else if (list.data.data.length === 0)
    body = (
      <ListEmpty
        filtered={filtered}
        title={T.noOrders}
        description={T.noOrdersText}
        icon={<IconPackage size={28} aria-hidden />}
      />
    );
  else body = <OrdersTable label={T.tableLabel} rows={list.data.data} />;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <Select
          label={T.status}
          placeholder={T.allStatuses}
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus(value as OrderStatus | null)}
          clearable
          w={200}
        />
        <CustomerSelect
          label={T.customer}
          placeholder={T.allCustomers}
          value={customer}
          onChange={(value) => {
            setCustomer(value);
            setSite(null);
          }}
          clearable
          w={260}
        />
        <SiteSelect customerId={customer} value={site} onChange={setSite} />
      </Group>
      {body}
      <KeysetPagerButtons pager={pager(list.data)} label={T.pages} />
    </Stack>
  );
}
