import { Button, Group } from "@mantine/core";

export interface FormModalFooterProps {
  /** Editing an existing row: the button says Save and waits for a change; else it says Add. */
  editing: boolean;
  dirty: boolean;
  saving: boolean;
  onCancel: () => void;
}

/** Cancel and the submit button of a dialog's form; the submit button waits while the save is under way. */
export function FormModalFooter({ editing, dirty, saving, onCancel }: FormModalFooterProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving} disabled={saving || (editing && !dirty)}>
        {editing ? "Save" : "Add"}
      </Button>
    </Group>
  );
}
