import { Stack } from "@mantine/core";
import { isAllowed } from "@q2c/domain";
import { Navigate } from "react-router";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import CustomerOrdersView from "../order-customer/customer-orders-view.tsx";
import { OrderList } from "./order-list.tsx";
import { ordersRefusal } from "./orders-access.ts";
import { ORDER_TEXTS as T } from "./texts.ts";

/** /orders: the orders of accepted quotes, by status and customer (issue #18 §1). */
export default function OrdersPage() {
  const ctx = useAccessContext();
  // The customer's users read their own orders on the same path (features/order-customer).
  if (isAllowed("customerOrders.read", ctx)) return <CustomerOrdersView />;
  const refused = ordersRefusal(ctx);
  if (refused !== null) return <Navigate to={refused} replace />;
  return (
    <Stack gap="lg">
      <PageHeader title={T.title} intro={T.intro} />
      <OrderList />
    </Stack>
  );
}
