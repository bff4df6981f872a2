import { Badge, VisuallyHidden } from "@mantine/core";
import type { PricedLine, TProjectBundleProduct, TProjectLine } from "@q2c/domain";
import {
  IconAlertTriangle,
  IconCheck,
  IconContract,
  IconGripVertical,
  IconLinkOff,
  IconTrash,
} from "@tabler/icons-react";
import { type DragEvent, memo, type ReactNode } from "react";
import { confirmAction, confirmDelete } from "../../app/feedback/confirm.tsx";
import { MoveRemoveActions } from "../../app/lists/move-remove-actions.tsx";
import { ungroupPatches } from "./alternatives.ts";
import { formatMoney } from "./figure-format.ts";
import classes from "./grid-cells.module.css";
import { useGridActions, useGridSelection } from "./grid-context.ts";
import { type GridRow, lineIdsOf, movedBy, movedOnto } from "./grid-rows.ts";
import { GuardrailBadge } from "./guardrail-badge.tsx";
import { BUILDER_TEXTS as T } from "./texts.ts";

// The cells are plain elements styled like Mantine's (grid-cells.module.css): a grid in view draws some
// forty rows of a dozen cells, where a Mantine component per cell made most of the draw's cost.

const DRAG_TYPE = "application/x-q2c-bundle-product";
/** The marker of a line priced by a customer's contract (contractProductId set). */
export const CONTRACT_PRICE = "Contract price";

/** A checkbox like Mantine's xs one; `indeterminate` is a property of the element, not an attribute. */
function CheckBox(props: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { indeterminate = false } = props;
  return (
    <input
      type="checkbox"
      className={classes.check}
      aria-label={props.label}
      checked={props.checked}
      disabled={props.disabled}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
    />
  );
}

/** A figure of the grid, as money unless `format` says otherwise (or a dash when there is none). */
export function FigureText({
  value,
  suffix = "",
  format = formatMoney,
}: {
  value: string | undefined | null;
  suffix?: string;
  format?: (value: string) => string;
}) {
  if (value === undefined || value === null) return <span className={classes.dimmed}>—</span>;
  return (
    <span>
      {format(value)}
      {suffix}
    </span>
  );
}

/** A subtle icon button like Mantine's ActionIcon. */
function IconButton(props: {
  label: string;
  title?: string;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={classes.iconButton}
      data-danger={props.danger || undefined}
      aria-label={props.label}
      title={props.title}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/** The tick of a line, or of every line of a bundle product. */
export function SelectCell({ row }: { row: GridRow }) {
  const { selected, toggle } = useGridSelection();
  const { readOnly } = useGridActions();
  if (readOnly) return null;
  if (row.kind === "line") {
    return (
      <CheckBox
        label={T.selectLine(row.line.name)}
        checked={selected.has(row.line.id)}
        onChange={(on) => toggle([row.line.id], on)}
      />
    );
  }
  const ids = lineIdsOf(row.bp);
  const count = ids.filter((id) => selected.has(id)).length;
  return (
    <CheckBox
      label={T.selectGroup(row.bp.name)}
      disabled={ids.length === 0}
      checked={ids.length > 0 && count === ids.length}
      indeterminate={count > 0 && count < ids.length}
      onChange={(on) => toggle(ids, on)}
    />
  );
}

/** A bundle product's name: a drag handle and a drop target for reordering (buttons do it by keyboard). */
export const GroupName = memo(function GroupName({ bp }: { bp: TProjectBundleProduct }) {
  const { actions, readOnly, buildingId, bundleIds } = useGridActions();
  const onDrop = (event: DragEvent) => {
    const dragged = event.dataTransfer.getData(DRAG_TYPE);
    if (!dragged) return;
    event.preventDefault();
    const next = movedOnto(bundleIds, dragged, bp.id);
    if (next.some((id, i) => id !== bundleIds[i])) actions.orderBundleProducts(buildingId, next);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the Move buttons reorder by keyboard.
    <div
      className={classes.group}
      onDragOver={(event) => {
        if (!readOnly && event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={readOnly ? undefined : onDrop}
    >
      {readOnly ? null : (
        <span
          draggable
          title={T.dragOf(bp.name)}
          aria-hidden
          className={classes.handle}
          onDragStart={(event: DragEvent) => {
            event.dataTransfer.setData(DRAG_TYPE, bp.id);
            event.dataTransfer.effectAllowed = "move";
          }}
        >
          <IconGripVertical size={16} />
        </span>
      )}
      <span className={`${classes.text} ${classes.strong}`} title={bp.name}>
        {bp.name}
      </span>
      <span className={classes.count}>({bp.lines.length})</span>
    </div>
  );
});

/**
 * A line's name, never cut without a way to read it: up to two lines, and the whole name in its title.
 * Under the name of an option of a group of alternatives (or of an optional line), what tells it apart
 * from the group's other options: the radio that chooses it, the group's badge (filled and ticked on the
 * chosen one) and its part number.
 */
export function LineName({ line }: { line: TProjectLine }) {
  const group = line.alternativeGroup;
  const withMeta = group !== null || line.optional;
  return (
    <div className={`${classes.line} ${classes.name}`}>
      <span className={classes.wrap} title={line.name} data-line-name>
        {line.name}
      </span>
      <GuardrailBadge lineId={line.id} />
      {withMeta ? (
        <span className={classes.meta}>
          {group === null ? null : (
            <>
              <ChosenCell line={line} />
              <Badge
                size="xs"
                radius="sm"
                variant={line.chosen ? "filled" : "outline"}
                leftSection={line.chosen ? <IconCheck size={10} aria-hidden /> : undefined}
                title={T.optionOf(group, line.chosen)}
                data-alternative-group={group}
                data-chosen={line.chosen ? "true" : "false"}
                className={classes.badge}
              >
                {group}
                {line.chosen ? <VisuallyHidden>, chosen</VisuallyHidden> : null}
              </Badge>
            </>
          )}
          {line.optional ? (
            <Badge
              size="xs"
              radius="sm"
              variant="light"
              color="gray"
              className={classes.badge}
              data-optional-line
            >
              {T.optional}
            </Badge>
          ) : null}
          {line.partNumber ? (
            <span className={`${classes.text} ${classes.dimmed}`}>{line.partNumber}</span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}

/** The unit price's cell: the price (an input, or text when read-only), marked when a contract set it. */
export function PriceCell({ line, children }: { line: TProjectLine; children: ReactNode }) {
  if (!line.contractProductId) return children;
  return (
    <div className={classes.end}>
      <span className={classes.marker} role="img" aria-label={CONTRACT_PRICE} title={CONTRACT_PRICE}>
        <IconContract size={14} aria-hidden />
      </span>
      {children}
    </div>
  );
}

/** The unit cost; highlighted when no distributor cost exists (domain §5). */
export function CostCell({ line, figures }: { line: TProjectLine; figures: PricedLine | undefined }) {
  const missing = figures?.noDistributorCost ?? line.cost === null;
  if (!missing) return <span>{formatMoney(line.cost)}</span>;
  return (
    <div className={classes.end} title={T.noDistributorCost} data-no-distributor-cost="true">
      <IconAlertTriangle size={14} color="var(--mantine-color-warning-6)" aria-hidden />
      <span className={classes.warning}>{formatMoney(line.cost)}</span>
      <VisuallyHidden>{T.noDistributorCost}</VisuallyHidden>
    </div>
  );
}

export function OptionalCell({ line }: { line: TProjectLine }) {
  const { actions, readOnly } = useGridActions();
  return (
    <CheckBox
      label={T.optionalOf(line.name)}
      checked={line.optional}
      disabled={readOnly}
      onChange={(on) => actions.setOptional(line, on)}
    />
  );
}

/** The chosen line of a group of alternatives (a radio: exactly one per group). */
export function ChosenCell({ line }: { line: TProjectLine }) {
  const { actions, readOnly, bundleOf } = useGridActions();
  if (line.alternativeGroup === null) return null;
  return (
    <input
      type="radio"
      className={classes.check}
      name={`${line.bundleProductId}:${line.alternativeGroup}`}
      aria-label={T.chooseOf(line.name)}
      checked={line.chosen}
      disabled={readOnly}
      onChange={() => {
        const bp = bundleOf(line.bundleProductId);
        if (bp) actions.choose(bp, line);
      }}
    />
  );
}

export function RowActionsCell({ row }: { row: GridRow }) {
  const { actions, readOnly, buildingId, bundleIds, bundleOf } = useGridActions();
  if (readOnly) return null;
  if (row.kind === "bundle") {
    return (
      <MoveRemoveActions
        name={row.bp.name}
        index={row.index}
        count={row.count}
        onMove={(by) => actions.orderBundleProducts(buildingId, movedBy(bundleIds, row.bp.id, by))}
        onRemove={() => {
          void confirmDelete({ title: T.deleteGroup(row.bp.name) }).then((yes) => {
            if (yes) actions.deleteBundleProducts([row.bp.id]);
          });
        }}
      />
    );
  }
  const { line } = row;
  // The last line of a bundle product takes it along: an empty "… (0)" row is of no use.
  const remove = async () => {
    const bp = bundleOf(line.bundleProductId);
    if (!bp) return;
    const last = bp.lines.length === 1;
    const yes = last
      ? await confirmAction({
          title: T.deleteLine(line.name),
          message: T.deleteLastLine(line.name, bp.name),
          confirmLabel: T.deleteLineAndBundle,
          danger: true,
        })
      : await confirmDelete({ title: T.deleteLine(line.name) });
    if (!yes) return;
    if (last) actions.deleteBundleProducts([bp.id]);
    else actions.deleteLines([line.id]);
  };
  const ungroup = () => {
    const bp = bundleOf(line.bundleProductId);
    if (bp) actions.regroupLines(ungroupPatches(bp, [line.id]));
  };
  return (
    <div className={classes.actions}>
      {line.alternativeGroup === null ? null : (
        <IconButton
          label={T.removeFromGroupOf(line.name, line.alternativeGroup)}
          title={T.removeFromGroup}
          onClick={ungroup}
        >
          <IconLinkOff size={16} aria-hidden />
        </IconButton>
      )}
      <IconButton label={T.deleteLine(line.name)} danger onClick={() => void remove()}>
        <IconTrash size={16} aria-hidden />
      </IconButton>
    </div>
  );
}
