import { Stack } from "@mantine/core";
import { Navigate } from "react-router";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { OrderList } from "./order-list.tsx";
import { ordersRefusal } from "./orders-access.ts";
import { ORDER_TEXTS as T } from "./texts.ts";

/** /orders: the orders of accepted quotes, by status and customer (issue #18 §1). */
export default function OrdersPage() {
  const refused = ordersRefusal(useAccessContext());
  if (refused !== null) return <Navigate to={refused} replace />;
  return (
    <Stack gap="lg">
      <PageHeader title={T.title} intro={T.intro} />
      <OrderList />
    </Stack>
  );
}
