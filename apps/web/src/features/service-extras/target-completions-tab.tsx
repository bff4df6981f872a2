import { Button, Group, Stack } from "@mantine/core";
import type { TTargetCompletion } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { deleteRow } from "./delete-row.ts";
import type { RowDialog } from "./form-support.tsx";
import { type RowColumn, RowsTable } from "./rows-table.tsx";
import { TargetCompletionModal } from "./target-completion-modal.tsx";
import { EXTRAS_TEXTS } from "./texts.ts";
import { useTargetCompletionMutations, useTargetCompletions } from "./use-service-extras.ts";

const COLUMNS: RowColumn<TTargetCompletion>[] = [
  { header: "Name", cell: (r) => r.name },
  { header: "Days", cell: (r) => r.days, numeric: true },
];

/** How long the service takes to complete, by name (e.g. "Standard: 10 days"). */
export function TargetCompletionsTab({ serviceId, canEdit }: { serviceId: string; canEdit: boolean }) {
  const completions = useTargetCompletions(serviceId);
  const { remove } = useTargetCompletionMutations(serviceId);
  const [dialog, setDialog] = useState<RowDialog<TTargetCompletion> | null>(null);
  const add = canEdit ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ mode: "add" })}>
      {EXTRAS_TEXTS.addCompletion}
    </Button>
  ) : null;
  return (
    <Stack gap="md">
      {add && completions.data?.length ? <Group justify="flex-end">{add}</Group> : null}
      <RowsTable
        label="Target completions"
        query={completions}
        columns={COLUMNS}
        empty={{
          title: EXTRAS_TEXTS.noCompletions,
          description: EXTRAS_TEXTS.noCompletionsHint,
          action: add,
        }}
        notLoaded={EXTRAS_TEXTS.completionsNotLoaded}
        editable={() => canEdit}
        rowName={(r) => r.name}
        busy={remove.isPending}
        onEdit={(row) => setDialog({ mode: "edit", row })}
        onDelete={(row) => void deleteRow(remove, row, row.name, EXTRAS_TEXTS.completionLabel)}
      />
      <TargetCompletionModal serviceId={serviceId} dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
