import { MESSAGES } from "@q2c/domain";
import { confirmDelete } from "../feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../feedback/notify.tsx";

type RemoveMutation<V> = {
  mutate: (variables: V, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
};

export interface DeleteWording {
  /** The question's title, e.g. "Delete Office". */
  title: string;
  /** What was deleted, in "<label> deleted successfully.". */
  label: string;
  /** The question, when the record has more to say than foundation §5's "Are you sure...?". */
  message?: string;
  /** The verb of that message: "deleted" unless told otherwise. */
  done?: string;
  /** After the success message, e.g. leaving the deleted row's page. */
  onDeleted?: () => void;
}

/** Asks "Are you sure...?" and then deletes (`remove.mutate(variables)`), saying how it went. */
export async function confirmAndDelete<V>(
  remove: RemoveMutation<V>,
  variables: V,
  { title, label, message, done = "deleted", onDeleted }: DeleteWording,
): Promise<void> {
  if (!(await confirmDelete({ title, message }))) return;
  remove.mutate(variables, {
    onSuccess: () => {
      notifySuccess(label, done);
      onDeleted?.();
    },
    onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
  });
}
