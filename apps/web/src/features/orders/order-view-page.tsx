import { Badge, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { isAllowed, ORDER_STATUS_LABELS } from "@q2c/domain";
import {
  IconBuilding,
  IconFileCertificate,
  IconHistory,
  IconInfoCircle,
  IconPackages,
  IconTool,
  IconTruckDelivery,
} from "@tabler/icons-react";
import { Navigate, useParams, useSearchParams } from "react-router";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { ListError } from "../../app/lists/list-states.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import CustomerOrderView from "../order-customer/customer-order-view.tsx";
import { useOrderRoom } from "../order-customer/use-order-room.ts";
import { ProvisioningTab } from "../provisioning/provisioning-tab.tsx";
import { PROVISIONING_TEXTS } from "../provisioning/texts.ts";
import { FULFILMENT_TEXTS as F } from "./fulfilment-texts.ts";
import { OrderActions } from "./order-actions.tsx";
import { OrderActivity } from "./order-activity.tsx";
import { OrderDocuments } from "./order-documents.tsx";
import { type OrderTab, tabOf } from "./order-format.ts";
import { OrderOverview } from "./order-overview.tsx";
import { OrderShipments } from "./order-shipments.tsx";
import { OrderSites, OrderSuborders } from "./order-sites.tsx";
import { ordersRefusal } from "./orders-access.ts";
import { ORDER_STATUS_COLORS, ORDER_TEXTS as T } from "./texts.ts";
import { useOrder } from "./use-orders.ts";

const TABS = [
  { value: "overview", label: T.tabOverview, icon: IconInfoCircle },
  { value: "sites", label: T.tabSites, icon: IconBuilding },
  { value: "suborders", label: T.tabSuborders, icon: IconTruckDelivery },
  { value: "shipments", label: F.tabShipments, icon: IconPackages },
  { value: "provisioning", label: PROVISIONING_TEXTS.tabLabel, icon: IconTool },
  { value: "documents", label: F.tabDocuments, icon: IconFileCertificate },
  { value: "activity", label: F.tabActivity, icon: IconHistory },
] as const satisfies readonly { value: OrderTab; label: string; icon: unknown }[];

/** /orders/:orderId/view?tab=: one order, its overview and actions, its sites and its suborders. */
export default function OrderViewPage() {
  const ctx = useAccessContext();
  // The customer's users read the order per site on the same path (features/order-customer).
  if (isAllowed("customerOrders.read", ctx)) return <CustomerOrderView />;
  const refused = ordersRefusal(ctx);
  if (refused !== null) return <Navigate to={refused} replace />;
  return <OrderView />;
}

function OrderView() {
  const { orderId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const order = useOrder(orderId);
  // Live: another user's change, a distributor's read or a package arriving reads the order again.
  useOrderRoom(orderId, () => void order.refetch());
  const current = order.data;
  const canManage = useCan("orders.manage");
  usePageTitle(current ? T.orderTitle(current.orderNumber) : undefined);

  const selectTab = (next: string | null) => {
    const nextParams = new URLSearchParams(params);
    if (next === null || next === "overview") nextParams.delete("tab");
    else nextParams.set("tab", next);
    setParams(nextParams, { replace: true });
  };

  if (!current) {
    if (order.isError) return <ListError message={T.couldNotLoadOne} onRetry={() => void order.refetch()} />;
    return <RecordSkeleton label={T.loadingOne} height={320} />;
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm" align="center">
            <Title order={1} size="h2">
              {T.orderTitle(current.orderNumber)}
            </Title>
            <Badge variant="light" color={ORDER_STATUS_COLORS[current.status]} tt="none" size="lg">
              {ORDER_STATUS_LABELS[current.status]}
            </Badge>
          </Group>
          <Text c="dimmed">
            {current.dealName} · {current.accountName}
          </Text>
        </div>
        {canManage ? <OrderActions order={current} refetch={order.refetch} /> : null}
      </Group>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} leftSection={<t.icon size={16} aria-hidden />}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OrderOverview order={current} />
        </Tabs.Panel>
        <Tabs.Panel value="sites">
          <OrderSites order={current} />
        </Tabs.Panel>
        <Tabs.Panel value="suborders">
          <OrderSuborders order={current} />
        </Tabs.Panel>
        <Tabs.Panel value="shipments">
          <OrderShipments order={current} canManage={canManage} refetch={() => void order.refetch()} />
        </Tabs.Panel>
        <Tabs.Panel value="provisioning">
          <ProvisioningTab orderId={current.id} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <OrderDocuments order={current} />
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <OrderActivity order={current} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
