import { Button } from "@mantine/core";
import type { TProject } from "@q2c/domain";
import { IconPackage } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { orderPath } from "../orders/order-format.ts";
import { ORDER_TEXTS as O } from "../orders/texts.ts";
import { useOrderMutations, useProjectOrders } from "../orders/use-orders.ts";

/** Only an accepted (or completed) quote makes an order (docs/orders.md "Making an order"). */
const ORDERABLE_STAGES: readonly string[] = ["acceptance", "completed"];

/**
 * The quote's order among its header actions (issue #18): "View order" once the quote has one; before that
 * "Create order" for an accepted quote (asked first), which opens the new order. Nothing for a quote not
 * accepted yet, or a user without the order management entitlement or role.
 */
export function QuoteOrderAction({ project }: { project: Pick<TProject, "id" | "dealName" | "stage"> }) {
  const navigate = useNavigate();
  const reads = useCan("orders.read");
  const manages = useCan("orders.manage");
  const accepted = ORDERABLE_STAGES.includes(project.stage);
  const orders = useProjectOrders(project.id, reads && accepted);
  const { create } = useOrderMutations();
  if (!reads || !accepted || !orders.data) return null;

  const existing = orders.data[0];
  if (existing) {
    return (
      <Button
        size="xs"
        variant="default"
        component={Link}
        to={orderPath(existing.id)}
        leftSection={<IconPackage size={14} aria-hidden />}
      >
        {O.viewOrder}
      </Button>
    );
  }
  if (!manages) return null;

  const run = async () => {
    const yes = await confirmAction({
      title: O.createOrderTitle,
      message: O.createOrderQuestion(project.dealName),
      confirmLabel: O.createOrder,
    });
    if (!yes) return;
    create.mutate(project.id, {
      onSuccess: (order) => {
        notifyDone(O.orderCreated(order.orderNumber));
        navigate(orderPath(order.id));
      },
      onError: (error) => {
        // "This quote already has an order." (made elsewhere meanwhile): the link to it replaces the button.
        notifyError(error, { fallback: O.couldNotCreate });
        void orders.refetch();
      },
    });
  };
  return (
    <Button
      size="xs"
      leftSection={<IconPackage size={14} aria-hidden />}
      loading={create.isPending}
      onClick={() => void run()}
    >
      {O.createOrder}
    </Button>
  );
}
