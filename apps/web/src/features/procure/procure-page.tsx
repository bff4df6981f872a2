import { Alert, Stack } from "@mantine/core";
import type { TProcureGroup, TProcureSuborder } from "@q2c/domain";
import { IconShoppingCart } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { Navigate } from "react-router";
import { errorMessage } from "../../api/api-error.ts";
import { procureApi, procureKeys } from "../../api/procure-api.ts";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { ListEmpty, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { ordersRefusal } from "../orders/orders-access.ts";
import { formatMoney } from "../quote-builder/figure-format.ts";
import { MarkOrderedDialog } from "./mark-ordered-dialog.tsx";
import { ProcureGroup } from "./procure-group.tsx";
import { SendProgress } from "./send-progress.tsx";
import { PROCURE_TEXTS as T } from "./texts.ts";
import { useSendSuborders } from "./use-send-suborders.ts";

/** /procure: what must still be bought across the MSP's orders, by distributor (issue #18 §1). */
export default function ProcurePage() {
  const refused = ordersRefusal(useAccessContext());
  if (refused !== null) return <Navigate to={refused} replace />;
  return <Procure />;
}

const costOf = (suborders: readonly TProcureSuborder[]): string =>
  suborders.reduce((sum, s) => sum + Number(s.costTotal), 0).toFixed(2);

function Procure() {
  const list = useQuery({ queryKey: procureKeys.procure, queryFn: procureApi.list });
  const canManage = useCan("orders.manage");
  const sender = useSendSuborders();
  const [marking, setMarking] = useState<TProcureSuborder | null>(null);
  const busy = useMemo(
    () =>
      new Set(
        sender.entries
          .filter((e) => e.state.status === "sending" || e.state.status === "queued")
          .map((e) => e.suborder.id),
      ),
    [sender.entries],
  );

  const send = async (group: TProcureGroup, suborders: readonly TProcureSuborder[]) => {
    if (suborders.length === 0) return;
    const yes = await confirmAction({
      title: T.sendTitle,
      message: T.sendQuestion(group.distributorName, suborders.length, formatMoney(costOf(suborders))),
      confirmLabel: T.sendConfirm,
    });
    if (yes) await sender.send(group.distributorName, suborders);
  };

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label={T.loading} rows={4} />;
  else if (list.isError)
    body = (
      <ListError message={errorMessage(list.error, T.couldNotLoad)} onRetry={() => void list.refetch()} />
    );
  else if (list.data.groups.length === 0)
    body = (
      <ListEmpty
        filtered={false}
        title={T.nothing}
        description={T.nothingText}
        icon={<IconShoppingCart size={28} aria-hidden />}
      />
    );
  else
    body = (
      <Stack gap="lg">
        {list.data.truncated ? (
          <Alert color="primary" variant="light">
            {T.truncated(list.data.groups.reduce((n, g) => n + g.suborders.length, 0))}
          </Alert>
        ) : null}
        {list.data.groups.map((g) => (
          <ProcureGroup
            key={g.distributorId ?? "manual"}
            group={g}
            canManage={canManage}
            busy={busy}
            onSend={(group, suborders) => void send(group, suborders)}
            onMarkOrdered={setMarking}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <PageHeader title={T.title} intro={T.intro} />
      <SendProgress entries={sender.entries} onRetry={sender.retry} onDismiss={sender.dismiss} />
      {body}
      <MarkOrderedDialog suborder={marking} onClose={() => setMarking(null)} />
    </Stack>
  );
}
