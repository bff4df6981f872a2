import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { MESSAGES, type TPriceRule, type TPriceRuleRun, type TPriceRulesPreview } from "@q2c/domain";
import { IconTag } from "@tabler/icons-react";
import { useState } from "react";
import { ApiError } from "../../api/api-error.ts";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyDone, notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import type { RowDialog } from "../../app/forms/form-dialog.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { QueryList } from "../../app/lists/query-list.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { CategoryPricesPanel } from "../category-prices/category-prices-panel.tsx";
import { PricePreview } from "./price-preview.tsx";
import { PriceRuleModal } from "./price-rule-modal.tsx";
import { PriceRulesList } from "./price-rules-list.tsx";
import { PriceRuns } from "./price-runs.tsx";
import { COULD_NOT_LOAD_RULES, COULD_NOT_LOAD_RUNS, ORDER_HINT } from "./texts.ts";
import {
  usePriceRuleMutations,
  usePriceRuleRuns,
  usePriceRules,
  usePriceRuns,
} from "./use-price-automation.ts";

const COULD_NOT_PREVIEW = "Could not preview the price changes.";

/** A preview with the choice it was made with, so that apply sends exactly what was shown. */
interface ShownPreview {
  result: TPriceRulesPreview;
  includeManual: boolean;
}

/**
 * /cpq-automation "Prices" (hasPriceAutomation, rule editor): rules that set prices from cost, a preview
 * of what they would change, apply with the preview's count (the server refuses a stale one), and undo.
 */
export default function PricesPage() {
  const rules = usePriceRules();
  const { update, remove } = usePriceRuleMutations();
  const { preview, apply, undo } = usePriceRuns();
  const { cursor, pager, reset } = useKeysetCursor("");
  const runs = usePriceRuleRuns(cursor);
  useQueryErrorNotice(runs.error, COULD_NOT_LOAD_RUNS);
  const [dialog, setDialog] = useState<RowDialog<TPriceRule> | null>(null);
  const [includeManual, setIncludeManual] = useState(false);
  const [shown, setShown] = useState<ShownPreview | null>(null);
  const [moving, setMoving] = useState(false);
  const ruleList = rules.data ?? [];
  // A change to the rules makes a shown preview wrong: it goes, and Preview is asked for again.
  const rulesChanged = () => setShown(null);

  const runPreview = (include: boolean) =>
    preview.mutate(include, {
      onSuccess: (result) => setShown({ result, includeManual: include }),
      onError: (error) => notifyError(error, { fallback: COULD_NOT_PREVIEW }),
    });

  const applyShown = async () => {
    if (!shown) return;
    const n = shown.result.data.length;
    const ok = await confirmAction({
      title: "Apply price changes",
      message: `Set the new price of ${n === 1 ? "1 product" : `${n} products`} and mark ${n === 1 ? "its" : "their"} price method Automation? The run can be undone from Recent runs.`,
      confirmLabel: "Apply",
    });
    if (!ok) return;
    apply.mutate(
      { includeManual: shown.includeManual, expectedCount: n },
      {
        onSuccess: (run) => {
          notifyDone(`${run.productCount === 1 ? "1 price" : `${run.productCount} prices`} updated.`);
          setShown(null);
          reset();
        },
        onError: (error) => {
          notifyError(error, { fallback: MESSAGES.couldNotBeSaved });
          // 409: the catalogue moved since the preview; show the current one instead.
          if (error instanceof ApiError && error.status === 409) runPreview(shown.includeManual);
        },
      },
    );
  };

  const undoRun = async (run: TPriceRuleRun) => {
    const ok = await confirmAction({
      title: "Undo run",
      message:
        "Put back the prices this run changed? A product whose price was edited since keeps its newer price.",
      confirmLabel: "Undo",
    });
    if (!ok) return;
    undo.mutate(run.id, {
      onSuccess: ({ restored, keptBecauseEdited }) => {
        const kept =
          keptBecauseEdited > 0 ? ` ${keptBecauseEdited} kept because they were edited since.` : "";
        notifyDone(`${restored === 1 ? "1 price" : `${restored} prices`} restored.${kept}`);
        setShown(null);
      },
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }),
    });
  };

  /** Moves a rule one place; every rule whose place changed gets its index as position. */
  const move = async (index: number, direction: -1 | 1) => {
    const order = [...ruleList];
    const [rule] = order.splice(index, 1);
    if (!rule) return;
    order.splice(index + direction, 0, rule);
    setMoving(true);
    try {
      for (const [position, r] of order.entries()) {
        if (r.position !== position) {
          await update.mutateAsync({ id: r.id, body: { version: r.version, position } });
        }
      }
      rulesChanged();
    } catch (error) {
      notifyError(error, { fallback: MESSAGES.couldNotBeSaved });
    } finally {
      setMoving(false);
    }
  };

  const toggleActive = (rule: TPriceRule, active: boolean) =>
    update.mutate(
      { id: rule.id, body: { version: rule.version, active } },
      {
        onSuccess: () => {
          notifySuccess("Price rule", "updated");
          rulesChanged();
        },
        onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }),
      },
    );

  const deleteRule = (rule: TPriceRule) =>
    confirmAndDelete(remove, rule.id, {
      title: `Delete ${rule.name}`,
      label: "Price rule",
      onDeleted: rulesChanged,
    });

  const addButton = <AddButton onClick={() => setDialog({ mode: "add" })}>Add rule</AddButton>;
  const rulesBody = (
    <QueryList
      query={rules}
      rows={ruleList}
      loadingLabel="Loading the price rules"
      skeletonRows={3}
      notLoaded={COULD_NOT_LOAD_RULES}
      empty={{
        title: "No price rules yet",
        description:
          "A rule sets prices from cost: a mark-up or a target margin, for all products, a category or a manufacturer.",
        icon: <IconTag size={28} aria-hidden />,
        action: addButton,
      }}
    >
      {(rows) => (
        <PriceRulesList
          rules={rows}
          actions={{
            busy: moving || update.isPending || remove.isPending,
            onMove: (index, direction) => void move(index, direction),
            onToggleActive: toggleActive,
            onEdit: (rule) => setDialog({ mode: "edit", row: rule }),
            onDelete: (rule) => void deleteRule(rule),
          }}
        />
      )}
    </QueryList>
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Prices
        </Title>
        <Text c="dimmed">
          Rules that set your products' prices from their cost. Preview the changes, apply them, and undo a
          run if needed. Prices set this way get the price method Automation.
        </Text>
      </div>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h4">
              Rules
            </Title>
            {ruleList.length > 0 ? addButton : null}
          </Group>
          <Text size="sm" c="dimmed">
            {ORDER_HINT}
          </Text>
          {rulesBody}
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Preview and apply
        </Title>
        <PricePreview
          preview={shown?.result ?? null}
          includeManual={includeManual}
          onIncludeManualChange={(include) => {
            setIncludeManual(include);
            // The shown preview was made with the other choice: refresh it rather than mislead.
            if (shown) runPreview(include);
          }}
          onPreview={() => runPreview(includeManual)}
          onApply={() => void applyShown()}
          previewing={preview.isPending}
          applying={apply.isPending}
          noActiveRule={!ruleList.some((r) => r.active)}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Recent runs
        </Title>
        <PriceRuns
          runs={runs.data?.data}
          pending={runs.isPending}
          failed={runs.isError}
          onRetry={() => void runs.refetch()}
          pager={pager(runs.data)}
          undoingId={undo.isPending ? (undo.variables ?? null) : null}
          onUndo={(run) => void undoRun(run)}
        />
      </Stack>
      <CategoryPricesPanel />
      <PriceRuleModal dialog={dialog} onClose={() => setDialog(null)} onSaved={rulesChanged} />
    </Stack>
  );
}
