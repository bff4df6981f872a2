import { Stack } from "@mantine/core";
import type { TTargetCompletion } from "@q2c/domain";
import { EditableRows } from "../../app/lists/editable-rows.tsx";
import type { RowColumn } from "../../app/lists/record-table.tsx";
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
  return (
    <Stack gap="md">
      <EditableRows
        label="Target completions"
        query={completions}
        columns={COLUMNS}
        add={{ label: EXTRAS_TEXTS.addCompletion, allowed: canEdit }}
        empty={{ title: EXTRAS_TEXTS.noCompletions, description: EXTRAS_TEXTS.noCompletionsHint }}
        notLoaded={EXTRAS_TEXTS.completionsNotLoaded}
        editable={() => canEdit}
        rowName={(r) => r.name}
        remove={remove}
        rowLabel={EXTRAS_TEXTS.completionLabel}
        renderDialog={(dialog, close) => (
          <TargetCompletionModal serviceId={serviceId} dialog={dialog} onClose={close} />
        )}
      />
    </Stack>
  );
}
