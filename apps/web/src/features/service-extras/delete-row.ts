import { MESSAGES } from "@q2c/domain";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";

type RemoveMutation = {
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
};

/** Asks "Are you sure...?" and then deletes the row, saying how it went. */
export async function deleteRow(remove: RemoveMutation, row: { id: string }, name: string, label: string) {
  if (!(await confirmDelete({ title: `Delete ${name}` }))) return;
  remove.mutate(row.id, {
    onSuccess: () => notifySuccess(label, "deleted"),
    onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
  });
}
