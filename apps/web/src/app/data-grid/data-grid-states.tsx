import { Box, EmptyState, Skeleton, Stack } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import classes from "./data-grid.module.css";
import { DATA_GRID_TEXTS } from "./data-grid-types.ts";

/** Placeholder of the grid's shape while its first page loads; a busy status for assistive technology. */
export function DataGridLoading(props: {
  label: string;
  height: CSSProperties["height"];
  rowHeight: number;
}) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={`${props.label}: ${DATA_GRID_TEXTS.loading}`}>
      <Skeleton height={30} width={100} ml="auto" />
      <Stack gap={4} h={props.height}>
        <Skeleton height={40} />
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <Skeleton key={i} height={props.rowHeight - 8} />
        ))}
      </Stack>
    </Stack>
  );
}

/** No rows: the page's words in the grid's box, so the layout does not jump when rows arrive. */
export function DataGridEmpty({ height, text }: { height: CSSProperties["height"]; text: ReactNode }) {
  return (
    <Box h={height} className={classes.scroller}>
      <EmptyState title={text ?? DATA_GRID_TEXTS.noRows} mt="xl" />
    </Box>
  );
}
