import { Stack } from "@mantine/core";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { CustomerOrderList } from "./customer-order-list.tsx";
import { CUSTOMER_ORDER_TEXTS as T } from "./texts.ts";

/** /orders as the customer sees it: its own orders, each with how far its buildings are. */
export default function CustomerOrdersView() {
  return (
    <Stack gap="lg">
      <PageHeader title={T.title} intro={T.intro} />
      <CustomerOrderList />
    </Stack>
  );
}
