import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A page's title and what the page is for, with its main actions (e.g. Add) on the right. */
export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      {actions}
    </Group>
  );
}
