import { Alert, Anchor, Badge, Button, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { FINAL_ORDER_STATUSES, ORDER_STATUS_LABELS, type TProvisioningLoad } from "@q2c/domain";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link, Navigate, useParams } from "react-router";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { formatDateTime } from "../accounts/format-date.ts";
import { orderPath } from "../orders/order-format.ts";
import { ordersRefusal } from "../orders/orders-access.ts";
import { EquipmentSection } from "./equipment-section.tsx";
import { percentDone, placeOf } from "./provisioning-format.ts";
import { TaskList } from "./task-list.tsx";
import { PROVISIONING_TEXTS as T } from "./texts.ts";
import { useLoad } from "./use-provisioning.ts";

/**
 * /orders/:linkedOrderId/provision/:loadId/view (issue #18 §4): one building's provisioning: its bundle
 * products' tasks (people, start, target, completion), its equipment (delivery, acceptance on site, serial
 * numbers) and whether it is complete. The quote team reads it; engineering and operations work it.
 */
export default function ProvisionPage() {
  const refused = ordersRefusal(useAccessContext());
  if (refused !== null) return <Navigate to={refused} replace />;
  return <Provision />;
}

function Provision() {
  const { linkedOrderId = "", loadId = "" } = useParams();
  const query = useLoad(linkedOrderId, loadId);
  const load = query.data;
  const canWork = useCan("provisioning.manage");
  // The breadcrumb's page crumb is the order (Dashboard / Orders / Order #7 / Provision).
  usePageTitle(load ? T.backToOrder(load.orderNumber) : undefined);

  if (!load) {
    if (query.isError)
      return (
        <Alert color="danger" title="Not loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{T.couldNotLoad}</Text>
            <Button variant="default" size="xs" onClick={() => void query.refetch()}>
              {T.tryAgain}
            </Button>
          </Stack>
        </Alert>
      );
    return <RecordSkeleton label={T.loading} height={320} />;
  }
  const ended = (FINAL_ORDER_STATUSES as readonly string[]).includes(load.orderStatus);
  const editable = canWork && !ended;
  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {placeOf(load) || T.building}
          </Title>
          <Badge variant="light" color={load.completedAt ? "success" : "info"} tt="none" size="lg">
            {load.completedAt ? T.complete : T.inProgress}
          </Badge>
        </Group>
        <Text c="dimmed">
          <Anchor component={Link} to={orderPath(load.orderId, "provisioning")} underline="always">
            {T.backToOrder(load.orderNumber)}
          </Anchor>{" "}
          · {ORDER_STATUS_LABELS[load.orderStatus]} · {load.dealName} · {load.accountName}
        </Text>
      </div>
      <BuildingState load={load} />
      {!canWork ? <Text c="dimmed">{T.readOnly}</Text> : null}
      {canWork && ended && !load.completedAt ? (
        <Text c="dimmed">{T.orderEnded(ORDER_STATUS_LABELS[load.orderStatus].toLowerCase())}</Text>
      ) : null}
      <TaskList load={load} editable={editable} />
      <EquipmentSection load={load} editable={editable} />
    </Stack>
  );
}

/** "Building complete" once it is; else how far its tasks, deliveries and acceptances are. */
function BuildingState({ load }: { load: TProvisioningLoad }) {
  const p = load.progress;
  if (load.completedAt)
    return (
      <Alert
        color="success"
        variant="light"
        title={T.complete}
        icon={<IconCircleCheck aria-hidden />}
        role="status"
      >
        {T.completeText(formatDateTime(load.completedAt))}
      </Alert>
    );
  const done = percentDone(p);
  return (
    <Stack gap={6} component="section" aria-label={T.progressLabel}>
      <Progress value={done} aria-label={T.percent(done)} size="lg" radius="sm" color="success" />
      <Group gap="lg">
        <Text size="sm">{T.tasksProgress(p.tasksDone, p.tasks)}</Text>
        <Text size="sm">{T.deliveredProgress(p.delivered, p.equipment)}</Text>
        {p.toAccept > 0 ? <Text size="sm">{T.acceptedProgress(p.accepted, p.toAccept)}</Text> : null}
      </Group>
    </Stack>
  );
}
