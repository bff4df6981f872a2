import { PasswordInput, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MESSAGES } from "@q2c/domain";

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/** New password and its confirmation, with the password rule shown before anyone gets it wrong. */
export function PasswordFields<T extends PasswordPair>({ form }: { form: UseFormReturnType<T> }) {
  return (
    <Stack gap="md">
      <PasswordInput
        label="Password"
        description={MESSAGES.passwordRule}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps("password")}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps("confirmPassword")}
      />
    </Stack>
  );
}
