import { VisuallyHidden } from "@mantine/core";
import { type GuardrailBreach, marginKnown, type PricedLine, type TProjectLine } from "@q2c/domain";
import { IconAlertTriangle } from "@tabler/icons-react";
import { createContext, useContext } from "react";
import { GUARDRAIL_TEXTS as T } from "./guardrail-texts.ts";

// Issue #16 §5 in the building grid: a line below the minimum margin or above the maximum discount is
// marked on its row, and a line without a cost shows its margin as unknown. Plain elements, like the
// grid's other cells (grid-cells.tsx), since a grid in view draws some forty rows.

const NONE: ReadonlyMap<string, readonly GuardrailBreach[]> = new Map();

/** The draft's breaches by line id (use-guardrails.ts); empty for customers and link partners. */
export const GuardrailContext = createContext<ReadonlyMap<string, readonly GuardrailBreach[]>>(NONE);

/** The warning of a line that breaks a guardrail; nothing for a line within the limits. */
export function GuardrailBadge({ lineId }: { lineId: string }) {
  const breaches = useContext(GuardrailContext).get(lineId);
  if (!breaches) return null;
  const text = T.lineBreaches(breaches.map(T.breach));
  return (
    <span
      title={text}
      data-guardrail-breach={breaches.map((b) => b.kind).join(" ")}
      style={{ display: "inline-flex", flexShrink: 0, color: "var(--mantine-color-warning-7)" }}
    >
      <IconAlertTriangle size={14} aria-hidden />
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}

/**
 * A line's gross margin as the grid shows it: "12.50%", or null when it is unknown because the line has
 * no cost (never a 100% margin). Undefined while the line is not priced yet.
 */
export function marginText(
  line: Pick<TProjectLine, "cost">,
  figures: Pick<PricedLine, "grossMargin"> | undefined,
): string | null | undefined {
  if (!marginKnown(line)) return null;
  if (figures?.grossMargin === undefined || figures.grossMargin === null) return undefined;
  return `${figures.grossMargin}%`;
}

/** The margin cell of a line: its margin, or "—" with why when there is no cost. */
export function LineMargin({ line, figures }: { line: TProjectLine; figures: PricedLine | undefined }) {
  const text = marginText(line, figures);
  if (text === null)
    return (
      <span
        title={T.marginUnknown}
        data-margin-unknown="true"
        style={{ color: "var(--mantine-color-dimmed)" }}
      >
        <span aria-hidden>—</span>
        <VisuallyHidden>{T.marginUnknown}</VisuallyHidden>
      </span>
    );
  return <span>{text ?? "—"}</span>;
}
