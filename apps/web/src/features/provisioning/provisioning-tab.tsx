import { Anchor, Badge, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { percentDone, placeOf, provisionPath } from "./provisioning-format.ts";
import { PROVISIONING_TEXTS as T } from "./texts.ts";
import { useLoads } from "./use-provisioning.ts";

/** The order view's provisioning tab: each building with how far its work is, and a link to its page. */
export function ProvisioningTab({ orderId }: { orderId: string }) {
  const loads = useLoads(orderId);
  if (loads.isPending) return <ListSkeleton label={T.loadingLoads} rows={3} />;
  if (loads.isError) return <ListError message={T.couldNotLoadLoads} onRetry={() => void loads.refetch()} />;
  if (loads.data.length === 0) return <Text c="dimmed">{T.noLoads}</Text>;
  return (
    <Stack gap="md" component="section" aria-label={T.loadsLabel}>
      <Text c="dimmed">{T.tabIntro}</Text>
      {loads.data.map((load) => {
        const place = placeOf(load) || T.building;
        const p = load.progress;
        const done = percentDone(p);
        return (
          <Paper key={load.id} withBorder p="md" radius="md" component="article" aria-label={place}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  <Anchor
                    component={Link}
                    to={provisionPath(orderId, load.id)}
                    aria-label={T.openBuilding(place)}
                  >
                    {place}
                  </Anchor>
                </Title>
                <Badge variant="light" color={load.completedAt ? "success" : "info"} tt="none">
                  {load.completedAt ? T.complete : T.inProgress}
                </Badge>
              </Group>
              <Progress
                value={done}
                aria-label={`${place}: ${T.percent(done)}`}
                radius="sm"
                color={load.completedAt ? "success" : "info"}
              />
              <Group gap="lg">
                <Text size="sm">{T.tasksProgress(p.tasksDone, p.tasks)}</Text>
                <Text size="sm">{T.deliveredProgress(p.delivered, p.equipment)}</Text>
                {p.toAccept > 0 ? <Text size="sm">{T.acceptedProgress(p.accepted, p.toAccept)}</Text> : null}
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
