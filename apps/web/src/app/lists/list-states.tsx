import { Button, EmptyState, Group, Skeleton, Stack } from "@mantine/core";
import { MESSAGES } from "@q2c/domain";
import { IconCloudOff, IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { KeysetPager } from "./use-keyset-cursor.ts";

/** Placeholder rows while a list loads. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={36} />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <Skeleton key={i} height={28} />
      ))}
    </Stack>
  );
}

/** An empty list: "No results found" when a search or filter found nothing, else the list's own words. */
export function ListEmpty({
  filtered,
  title,
  description,
  icon,
  action,
}: {
  filtered: boolean;
  title: string;
  description: string;
  icon: ReactNode;
  action?: ReactNode;
}) {
  if (filtered) {
    return (
      <EmptyState
        icon={<IconSearch size={28} aria-hidden />}
        withIndicatorBackground
        title={MESSAGES.noResultsFound}
        description="Try another search or filter."
      />
    );
  }
  return (
    <EmptyState icon={icon} withIndicatorBackground title={title} description={description}>
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
}

/** A list that could not be loaded (the notification says why); offers another try. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={<IconCloudOff size={28} aria-hidden />}
      withIndicatorBackground
      title="Not loaded"
      description={message}
    >
      <EmptyState.Actions>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** Previous / Next of a keyset-paginated list; hidden when everything fits on one page. */
export function KeysetPagerButtons({ pager, label }: { pager: KeysetPager; label: string }) {
  if (!pager.hasPrevious && !pager.hasNext) return null;
  return (
    <Group justify="flex-end" gap="xs" component="nav" aria-label={label}>
      <Button variant="default" size="xs" onClick={pager.previous} disabled={!pager.hasPrevious}>
        Previous
      </Button>
      <Button variant="default" size="xs" onClick={pager.next} disabled={!pager.hasNext}>
        Next
      </Button>
    </Group>
  );
}
