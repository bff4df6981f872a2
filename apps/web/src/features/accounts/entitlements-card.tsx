import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { ENTITLEMENT_FLAGS, type TAccountDetail } from "@q2c/domain";
import { IconCheck, IconMinus } from "@tabler/icons-react";
import { useState } from "react";
import { useCan } from "../../app/session/use-can.ts";
import { ENTITLEMENT_LABELS } from "./account-labels.ts";
import { EntitlementsModal } from "./entitlements-modal.tsx";

/** Which entitlements an account has; the platform owner's administrators change them (accounts.editPlan). */
export function EntitlementsCard({ account }: { account: TAccountDetail }) {
  const canEdit = useCan("accounts.editPlan");
  const [editing, setEditing] = useState(false);
  const flags = account.entitlements ?? {};
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Entitlements
          </Title>
          {canEdit && account.kind !== "platformOwner" ? (
            <Button variant="default" size="xs" onClick={() => setEditing(true)}>
              Edit entitlements
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
          {ENTITLEMENT_FLAGS.map((f) => {
            const on = flags[f] === true;
            return (
              <Group key={f} gap="xs" wrap="nowrap">
                <Badge
                  size="sm"
                  circle
                  color={on ? "success" : "gray"}
                  variant={on ? "filled" : "light"}
                  aria-hidden
                >
                  {on ? <IconCheck size={10} /> : <IconMinus size={10} />}
                </Badge>
                <Text size="sm" c={on ? undefined : "dimmed"}>
                  {ENTITLEMENT_LABELS[f]}
                  <VisuallyHidden>{on ? ": on" : ": off"}</VisuallyHidden>
                </Text>
              </Group>
            );
          })}
        </SimpleGrid>
      </Stack>
      <EntitlementsModal account={editing ? account : null} onClose={() => setEditing(false)} />
    </Paper>
  );
}
