import { Stack, Text, Timeline } from "@mantine/core";
import type { TOrder } from "@q2c/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../api/api-error.ts";
import { procureApi, procureKeys } from "../../api/procure-api.ts";
import { KeysetPagerButtons, ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { formatDateTime } from "../accounts/format-date.ts";
import { describeEvent } from "./activity-format.ts";
import { suborderName } from "./fulfilment-format.ts";
import { FULFILMENT_TEXTS as T } from "./fulfilment-texts.ts";
import { ORDER_TEXTS as O } from "./texts.ts";

/** Events a page of the activity shows. */
export const ACTIVITY_PAGE_SIZE = 25;

/** The activity tab: what happened to the order, newest first, who did it and when, in keyset pages. */
export function OrderActivity({ order }: { order: Pick<TOrder, "id" | "suborders"> }) {
  const { cursor, pager } = useKeysetCursor(order.id);
  const events = useQuery({
    queryKey: procureKeys.events(order.id, cursor),
    queryFn: () => procureApi.events(order.id, { ...cursor, limit: ACTIVITY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  if (events.isPending) return <ListSkeleton label={T.loadingActivity} rows={4} />;
  if (events.isError)
    return (
      <ListError
        message={errorMessage(events.error, T.couldNotLoadActivity)}
        onRetry={() => void events.refetch()}
      />
    );
  if (events.data.data.length === 0) return <Text c="dimmed">{T.noActivity}</Text>;
  const suborderById = new Map(order.suborders.map((s) => [s.id, s]));
  return (
    <Stack gap="md" component="section" aria-label={T.activityLabel}>
      <Timeline bulletSize={14} lineWidth={2}>
        {events.data.data.map((e) => {
          const s = e.suborderId ? suborderById.get(e.suborderId) : undefined;
          return (
            <Timeline.Item key={e.id} data-event={e.type}>
              <Text size="sm">{describeEvent(e, s ? suborderName(s, O.procureManually) : "")}</Text>
              <Text size="xs" c="dimmed">
                {e.actorName ?? T.system} · {formatDateTime(e.createdAt)}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
      <KeysetPagerButtons pager={pager(events.data)} label={T.activityLabel} />
    </Stack>
  );
}
