import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { ZMfaCodeForm } from "../auth/auth-schemas.ts";

export interface CodeFormProps {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
  danger?: boolean;
}

/** One authenticator code, asked before MFA changes (confirm, turn off, new backup codes). */
export function CodeForm({ label, submitLabel, pending, onSubmit, onCancel, danger }: CodeFormProps) {
  const form = useForm({ initialValues: { mfa: "" }, validate: zodValidate(ZMfaCodeForm) });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.mfa.trim()))}>
      <Stack gap="sm">
        <TextInput
          label={label}
          autoComplete="one-time-code"
          inputMode="numeric"
          withAsterisk
          data-autofocus
          maw={260}
          {...form.getInputProps("mfa")}
        />
        <Group gap="sm">
          <Button type="submit" color={danger ? "danger" : undefined} loading={pending} disabled={pending}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
