import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES, PASSWORD_MAX_LENGTH, type TLoginRequest, type TLoginResponse } from "@q2c/domain";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../api/api-error.ts";
import { authApi } from "../../api/auth-api.ts";
import { requiredText } from "../../app/forms/plain-checks.ts";

/** E-mail and password; the answer (tokens or an MFA challenge) goes to the page. */
export function CredentialsForm({ onAnswer }: { onAnswer: (answer: TLoginResponse) => Promise<void> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TLoginRequest>({
    initialValues: { username: "", password: "" },
    // ZLoginRequest's rules and messages, without loading zod on the sign-in page.
    validate: {
      username: requiredText("Email", 320),
      password: requiredText("Password", PASSWORD_MAX_LENGTH, {
        trim: false,
        tooLong: MESSAGES.passwordRule,
      }),
    },
  });
  const signIn = useMutation({
    mutationFn: authApi.login,
    onSuccess: onAnswer,
    // Foundation §8: "Wrong Email or Password" (the server's words for a 401, our fallback otherwise).
    onError: (error) => setFailure(errorMessage(error, MESSAGES.wrongCredentials)),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setFailure(null);
        signIn.mutate(values);
      })}
    >
      <Stack gap="md">
        {failure !== null ? (
          <Alert color="danger" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          withAsterisk
          data-autofocus
          {...form.getInputProps("username")}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={signIn.isPending} disabled={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
