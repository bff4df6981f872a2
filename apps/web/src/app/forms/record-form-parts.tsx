import { Alert, Button, Group, Paper, Skeleton, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MESSAGES } from "@q2c/domain";
import { IconLock, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { useUnsavedChangesPrompt } from "../feedback/use-unsaved-changes-prompt.ts";
import type { RecordFormProps } from "./use-record-editor.ts";

/** Placeholder of a record's page while the record loads. */
export function RecordSkeleton({ label, height }: { label: string; height: number }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={36} />
      <Skeleton height={height} />
    </Stack>
  );
}

/** Puts the form back to `initialValues` whenever a new object comes (a reload, another record). */
export function useFormBaseline<V>(form: UseFormReturnType<V>, initialValues: V): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new starting point resets the form.
  useEffect(() => {
    form.setInitialValues(initialValues);
    form.setValues(initialValues);
    form.resetDirty(initialValues);
  }, [initialValues]);
}

interface RecordNoticesProps {
  /** Why the record cannot be changed (e.g. a platform record seen by an MSP); none when it can. */
  readOnlyNote?: { title: string; text: string } | null;
  /** Someone else saved first (409): say so and offer their version. */
  conflict?: boolean;
  onReload?: () => void;
  /** Sends the refused changes again on top of the other person's version. */
  onReapply?: () => void;
}

/** The notes above a record's form: why it cannot be changed, and that someone else saved first. */
function RecordNotices({ readOnlyNote, conflict, onReload, onReapply }: RecordNoticesProps) {
  return (
    <>
      {readOnlyNote ? (
        <Alert color="primary" icon={<IconLock size={18} aria-hidden />} title={readOnlyNote.title}>
          {readOnlyNote.text}
        </Alert>
      ) : null}
      {conflict ? (
        <Alert color="warning" title={MESSAGES.conflict}>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={onReload}>
              Reload
            </Button>
            {onReapply ? (
              <Button variant="default" size="xs" onClick={onReapply}>
                Re-apply my changes
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
    </>
  );
}

export interface RecordFormFooterProps {
  isNew: boolean;
  /** No Save and no Delete; Cancel says Back. */
  readOnly?: boolean;
  dirty: boolean;
  saving: boolean;
  deleting?: boolean;
  onCancel: () => void;
  /** Shown for a saved record. */
  onDelete?: () => void;
  mt?: "sm" | "lg";
}

/** Delete on the left; Cancel and Create (a new record) or Save (once changed) on the right. */
export function RecordFormFooter(props: RecordFormFooterProps) {
  const { isNew, readOnly = false, saving } = props;
  return (
    <Group justify="space-between" mt={props.mt ?? "lg"}>
      {props.onDelete && !readOnly ? (
        <Button
          variant="outline"
          color="danger"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={props.onDelete}
          loading={props.deleting}
          disabled={saving}
        >
          Delete
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        <Button variant="default" onClick={props.onCancel}>
          {readOnly ? "Back" : "Cancel"}
        </Button>
        {readOnly ? null : (
          <Button type="submit" loading={saving} disabled={saving || (!isNew && !props.dirty)}>
            {isNew ? "Create" : "Save"}
          </Button>
        )}
      </Group>
    </Group>
  );
}

export interface RecordFormFrameProps<V> {
  form: UseFormReturnType<V>;
  /** The editor's state and actions, and whether the user may change the record. */
  record: RecordFormProps<V> & { readOnly: boolean };
  /** Why the record cannot be changed, shown above the form; none when it can. */
  readOnlyNote: { title: string; text: string } | null;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A record's form on its own page: the read-only and conflict notes, the fields in a panel, and Delete,
 * Cancel and Save below them; leaving with unsaved changes asks first.
 */
export function RecordFormFrame<V>({ form, record, readOnlyNote, children }: RecordFormFrameProps<V>) {
  const { readOnly, saving, deleting } = record;
  useUnsavedChangesPrompt(!readOnly && form.isDirty() && !saving && !deleting && !record.leaving);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => record.onSubmit(values, form))}>
      <Stack gap="md">
        <RecordNotices
          readOnlyNote={readOnlyNote}
          conflict={record.conflict}
          onReload={record.onReload}
          onReapply={record.onReapply}
        />
        <Paper withBorder p="lg" radius="md">
          {children}
          <RecordFormFooter
            isNew={record.isNew}
            readOnly={readOnly}
            dirty={form.isDirty()}
            saving={saving}
            deleting={deleting}
            onCancel={record.onCancel}
            onDelete={record.onDelete}
          />
        </Paper>
      </Stack>
    </form>
  );
}
