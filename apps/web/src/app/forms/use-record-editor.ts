import type { FormErrors } from "@mantine/form";
import { useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { notifySuccess } from "../feedback/notify.tsx";
import { confirmAndDelete } from "../lists/confirm-and-delete.ts";
import { showSaveError } from "./form-helpers.ts";
import { useLeaveAfterSave } from "./use-leave-after-save.ts";

type Mutation<V, D> = {
  mutate: (
    variables: V,
    options: { onSuccess: (data: D) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

/** What a record's form gets from its editor: the state of its writes and its buttons' actions. */
export interface RecordFormProps<V> {
  isNew: boolean;
  saving: boolean;
  deleting?: boolean;
  /** Saved or deleted: the page is being left, so nothing is unsaved. */
  leaving?: boolean;
  /** Someone else saved first (409): say so and offer their version. */
  conflict?: boolean;
  onReload?: () => void;
  /** After a 409 (editors that opt in): sends the refused values again on top of the current version. */
  onReapply?: () => void;
  /** `form` takes a 400's field errors. */
  onSubmit: (values: V, form: { setErrors: (errors: FormErrors) => void }) => void;
  onCancel: () => void;
  /** Shown for a saved record. */
  onDelete?: () => void;
}

export interface RecordEditorOptions<R, V, C, U, Created> {
  /** The record as loaded; undefined on an add page. */
  current: R | undefined;
  /** Reads the record again (after someone else saved it first). */
  refetch: () => Promise<unknown>;
  /** The record's writes; the update resolves to the ApiError of a 409 (`ignore409`). */
  mutations: {
    create: Mutation<C, Created>;
    update: Mutation<{ id: string; body: U }, unknown>;
    remove: Mutation<string, unknown>;
  };
  /** The record's kind in notifications, e.g. "Bundle" in "Bundle created successfully.". */
  title: string;
  createBody: (values: V) => C;
  updateBody: (values: V, version: number) => U;
  /** Where a new record is shown once created. */
  createdPath: (created: Created) => string;
  /** Where Cancel and Delete lead. */
  backTo: string;
  /** The delete question, when the record has more to say than "Are you sure...?". */
  deleteMessage?: string;
  /** After a 409, offer Re-apply (the values refused, sent with the version the 409 names) beside Reload. */
  reapply?: boolean;
}

type ErrorTarget = Parameters<RecordFormProps<unknown>["onSubmit"]>[1];

/**
 * Create, save and delete of a record on its own page. A save someone else beat (409) raises
 * `conflict` until the record is reloaded (or, where `reapply` is on, the refused values are sent again
 * with the version the 409 named); `reloads` counts reloads, so the form can start over even when the
 * answer equals what is cached.
 */
export function useRecordEditor<R extends { id: string; name: string; version: number }, V, C, U, Created>(
  options: RecordEditorOptions<R, V, C, U, Created>,
): { reloads: number; formProps: RecordFormProps<V> } {
  const { current, mutations, title, backTo } = options;
  const { create, update, remove } = mutations;
  const navigate = useNavigate();
  const { leaving, leave } = useLeaveAfterSave();
  const [conflict, setConflict] = useState(false);
  const [reloads, setReloads] = useState(0);
  // The save a 409 refused, kept for Re-apply with the version the answer names.
  const [refused, setRefused] = useState<{ values: V; form: ErrorTarget; version: number } | null>(null);

  const save = (id: string, values: V, form: ErrorTarget, version: number) =>
    update.mutate(
      { id, body: options.updateBody(values, version) },
      {
        onSuccess: (answer) => {
          if (isApiError(answer)) {
            setConflict(true);
            const next = answer.body?.version;
            setRefused(options.reapply && typeof next === "number" ? { values, form, version: next } : null);
            return;
          }
          setConflict(false);
          setRefused(null);
          notifySuccess(title, "updated");
        },
        onError: (error) => showSaveError(form, error),
      },
    );

  const onSubmit: RecordFormProps<V>["onSubmit"] = (values, form) => {
    if (!current) {
      create.mutate(options.createBody(values), {
        onSuccess: (created) => {
          notifySuccess(title);
          leave(options.createdPath(created));
        },
        onError: (error) => showSaveError(form, error),
      });
      return;
    }
    save(current.id, values, form, current.version);
  };

  const onReload = () => {
    void options.refetch().then(() => {
      setConflict(false);
      setRefused(null);
      setReloads((n) => n + 1);
    });
  };

  const onReapply =
    conflict && refused && current
      ? () => save(current.id, refused.values, refused.form, refused.version)
      : undefined;

  const onDelete = current
    ? () =>
        void confirmAndDelete(remove, current.id, {
          title: `Delete ${current.name}`,
          label: title,
          message: options.deleteMessage,
          onDeleted: () => leave(backTo),
        })
    : undefined;

  return {
    reloads,
    formProps: {
      isNew: !current,
      saving: create.isPending || update.isPending,
      deleting: remove.isPending,
      leaving,
      conflict,
      onReload,
      onReapply,
      onSubmit,
      onCancel: () => navigate(backTo),
      onDelete,
    },
  };
}
