import { Button } from "@mantine/core";
import type { TProject } from "@q2c/domain";
import { IconPackage } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { useCan } from "../../app/session/use-can.ts";
import { OrderWizard } from "../order-wizard/order-wizard.tsx";
import { orderPath } from "../orders/order-format.ts";
import { ORDER_TEXTS as O } from "../orders/texts.ts";
import { useProjectOrders } from "../orders/use-orders.ts";

/** Only an accepted (or completed) quote makes an order (docs/orders.md "Making an order"). */
const ORDERABLE_STAGES: readonly string[] = ["acceptance", "completed"];

/**
 * The quote's order among its header actions (issue #18): "View order" once the quote has one; before that
 * "Create order" for an accepted quote, which opens the order wizard (categories, ship-to, confirm) and then
 * the new order. Nothing for a quote not accepted yet, or a user without the order management entitlement or
 * role.
 */
export function QuoteOrderAction({ project }: { project: Pick<TProject, "id" | "dealName" | "stage"> }) {
  const [wizard, setWizard] = useState(false);
  const reads = useCan("orders.read");
  const manages = useCan("orders.manage");
  const accepted = ORDERABLE_STAGES.includes(project.stage);
  const orders = useProjectOrders(project.id, reads && accepted);
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

  return (
    <>
      <Button size="xs" leftSection={<IconPackage size={14} aria-hidden />} onClick={() => setWizard(true)}>
        {O.createOrder}
      </Button>
      <OrderWizard
        project={project}
        opened={wizard}
        onClose={() => setWizard(false)}
        // "This quote already has an order." (made elsewhere meanwhile): the link to it replaces the button.
        onRefused={() => void orders.refetch()}
      />
    </>
  );
}
