import { Button, Group, Text } from "@mantine/core";
import type { PricedProject } from "@q2c/domain";
import { IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand } from "@tabler/icons-react";
import { memo, useCallback, useState } from "react";
import { formatWholeUnits } from "./figure-format.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

/** Local storage: "1" while the user keeps the builder's totals panel closed (cleared with the session). */
export const TOTALS_COLLAPSED_KEY = "quoteBuilder.totalsCollapsed";
/** The id of the totals panel, which the toggle controls. */
export const TOTALS_PANEL_ID = "builder-totals-panel";

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(TOTALS_COLLAPSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** Whether the totals panel is closed, remembered in this browser until sign-out; and the toggle. */
export function useTotalsCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      const next = !was;
      try {
        if (next) localStorage.setItem(TOTALS_COLLAPSED_KEY, "1");
        else localStorage.removeItem(TOTALS_COLLAPSED_KEY);
      } catch {
        // Storage refused (private mode, quota): the choice holds for this page only.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}

/**
 * Shows or hides the totals panel (aria-expanded); one button in one place, so that focus stays on it.
 * While the panel is hidden it says the term total beside it, so the figure is never out of sight.
 */
export const TotalsToggle = memo(function TotalsToggle({
  collapsed,
  onToggle,
  priced,
}: {
  collapsed: boolean;
  onToggle: () => void;
  priced: PricedProject | null;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {collapsed && priced ? (
        <Text size="sm" data-testid="collapsed-term-total">
          {T.termTotal}: <b>{formatWholeUnits(priced.quote.termTotal)}</b>
        </Text>
      ) : null}
      <Button
        size="xs"
        variant="default"
        aria-expanded={!collapsed}
        aria-controls={collapsed ? undefined : TOTALS_PANEL_ID}
        leftSection={
          collapsed ? (
            <IconLayoutSidebarRightExpand size={14} aria-hidden />
          ) : (
            <IconLayoutSidebarRightCollapse size={14} aria-hidden />
          )
        }
        onClick={onToggle}
      >
        {collapsed ? T.showTotals : T.hideTotals}
      </Button>
    </Group>
  );
});
