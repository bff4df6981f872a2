import { Alert, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { enabledFeatures } from "./onboarding-steps.ts";

/**
 * Select Plan: no plans API exists yet, so nothing is bought here. The step says so and shows what the
 * account already has (its entitlement flags), then lets the user continue.
 */
export function PlanStep({
  accountName,
  entitlements,
}: {
  accountName: string;
  entitlements: Record<string, boolean>;
}) {
  const features = enabledFeatures(entitlements);
  return (
    <Stack gap="md">
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle aria-hidden />}
        title="Plans are set up by the platform"
      >
        Choosing and paying for a plan in the app is not available yet. Your platform operator sets up the
        plan for {accountName}; continue to set up your company.
      </Alert>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          Features enabled for {accountName}
        </Title>
        {features.length === 0 ? (
          <Text c="dimmed">
            No optional features are enabled yet. Quotes, customers, teams and locations are always included.
          </Text>
        ) : (
          <Group gap="xs">
            {features.map((f) => (
              <Badge key={f} variant="light" tt="none">
                {f}
              </Badge>
            ))}
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
