import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TEnvironmentDetail, TEnvironmentRule } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import type { RowDialog } from "../../app/forms/form-dialog.tsx";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { ListSkeleton } from "../../app/lists/list-states.tsx";
import { nameColumn, RecordTable, type RowColumn } from "../../app/lists/record-table.tsx";
import { RowActions } from "../../app/lists/row-actions.tsx";
import { RuleModal } from "./environment-rule-modal.tsx";
import { BASIS_LABELS, BUILDING_USE_TEXTS as T } from "./texts.ts";
import { useEnvironmentMutations, useEnvironmentRules, useRequirements } from "./use-building-use.ts";

const COLUMNS: RowColumn<TEnvironmentRule>[] = [
  nameColumn(),
  { header: "Basis", cell: (rule) => BASIS_LABELS[rule.basis] },
  { header: "Per units", cell: (rule) => rule.perUnits, numeric: true },
  { header: "Quantity", cell: (rule) => rule.quantity, numeric: true },
  { header: "Bundle", cell: (rule) => rule.bundle?.name ?? "—" },
  { header: "Requirement", cell: (rule) => rule.requirement?.name ?? "—" },
];

export interface EnvironmentRulesProps {
  environment: TEnvironmentDetail;
  /** Platform bundles a rule may name. */
  bundleChoices: { value: string; label: string }[];
  canWrite: boolean;
}

/** The sizing rules of a building use: each added, edited and deleted on its own. */
export function EnvironmentRules({ environment, bundleChoices, canWrite }: EnvironmentRulesProps) {
  const rules = useEnvironmentRules(environment.id);
  const requirements = useRequirements();
  const { removeRule } = useEnvironmentMutations();
  const [dialog, setDialog] = useState<RowDialog<TEnvironmentRule> | null>(null);
  const requirementChoices = useMemo(
    () => (requirements.data ?? []).map((r) => ({ value: r.id, label: r.name })),
    [requirements.data],
  );
  // The building use as read carries its rules; they show until the rules' own read is back.
  const rows = rules.data ?? environment.rules;

  const deleteRule = (rule: TEnvironmentRule) =>
    confirmAndDelete(
      removeRule,
      { id: environment.id, ruleId: rule.id },
      { title: `Delete ${rule.name}`, label: T.ruleTitle },
    );

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} size="h4">
              {T.rules}
            </Title>
            <Text size="sm" c="dimmed">
              {T.rulesIntro}
            </Text>
          </div>
          {canWrite ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setDialog({ mode: "add" })}
            >
              {T.addRule}
            </Button>
          ) : null}
        </Group>
        {rules.isPending && rows.length === 0 ? (
          <ListSkeleton label="Loading the sizing rules" rows={2} />
        ) : null}
        {!rules.isPending && rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.noRules}
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <RecordTable
            label={T.rules}
            rows={rows}
            columns={COLUMNS}
            withActions={canWrite}
            busy={removeRule.isPending}
            minWidth={760}
            actions={(rule) => (
              <RowActions
                name={rule.name}
                onEdit={() => setDialog({ mode: "edit", row: rule })}
                onDelete={() => void deleteRule(rule)}
                deleting={removeRule.isPending && removeRule.variables?.ruleId === rule.id}
              />
            )}
          />
        ) : null}
      </Stack>
      <RuleModal
        environmentId={environment.id}
        dialog={dialog}
        bundles={bundleChoices}
        requirements={requirementChoices}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}
