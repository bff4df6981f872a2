import { Alert, Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ORDER_STATUS_LABELS, type TOrder } from "@q2c/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAccessContext } from "../../app/session/use-session.ts";
import { formatDateTime } from "../accounts/format-date.ts";
import { formatAmount, quotePath } from "../quotes/quote-format.ts";
import { ShipToAddress } from "./ship-to.tsx";
import { ORDER_TEXTS as T } from "./texts.ts";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

/** The order's overview: why it ended (if it did), totals, customer and quote, and the customer's ship-to. */
export function OrderOverview({ order }: { order: TOrder }) {
  const ctx = useAccessContext();
  const ended = order.status === "declined" || order.status === "cancelled";
  const main = order.mainAccounts;
  return (
    <Stack gap="lg">
      {ended && order.endedReason ? (
        <Alert
          color={order.status === "declined" ? "danger" : "gray"}
          title={T.endedReason(ORDER_STATUS_LABELS[order.status])}
        >
          {order.endedReason}
        </Alert>
      ) : null}
      <Paper withBorder p="md" radius="md" component="section" aria-label={T.totals}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label={T.oneTimeTotal}>{formatAmount(order.oneTimeTotal)}</Fact>
          <Fact label={T.monthlyTotal}>{formatAmount(order.monthlyTotal)}</Fact>
          <Fact label={T.suborders}>{order.suborders.length}</Fact>
          <Fact label={T.lineCount}>{order.lines.length}</Fact>
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-details">
          <Title order={2} size="h4" id="order-details" mb="sm">
            {T.order}
          </Title>
          <SimpleGrid cols={2} spacing="md">
            <Fact label={T.customer}>
              <Anchor
                component={Link}
                underline="always"
                to={`/customers/${encodeURIComponent(order.accountId)}/view`}
              >
                {order.accountName}
              </Anchor>
            </Fact>
            <Fact label={T.quote}>
              <Anchor component={Link} underline="always" to={quotePath(ctx, order.projectId)}>
                {order.dealName}
              </Anchor>
            </Fact>
            {main?.msp ? <Fact label={T.msp}>{main.msp.accountName}</Fact> : null}
            {main?.partner ? <Fact label={T.partner}>{main.partner.accountName}</Fact> : null}
            <Fact label={T.created}>{formatDateTime(order.createdAt)}</Fact>
            <Fact label={T.updated}>{formatDateTime(order.updatedAt)}</Fact>
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-ship-to">
          <Title order={2} size="h4" id="order-ship-to" mb="sm">
            {T.customerShipTo}
          </Title>
          {order.customerShipTo ? (
            <ShipToAddress shipTo={order.customerShipTo} />
          ) : (
            <Text size="sm" c="dimmed">
              {T.noCustomerShipTo}
            </Text>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
