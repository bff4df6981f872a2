import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES } from "@q2c/domain";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError, errorMessage } from "../../api/api-error.ts";
import { authApi } from "../../api/auth-api.ts";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { PublicPage } from "../../app/layout/public-page.tsx";
import { ZEmailForm } from "./auth-schemas.ts";

/** /forgot-password: the same confirmation whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: "" }, validate: zodValidate(ZEmailForm) });
  const request = useMutation({
    mutationFn: (email: string) => authApi.requestReset(email.trim()),
    onError: (error) =>
      setFailure(
        error instanceof ApiError && error.status === 409
          ? MESSAGES.recoverPasswordConflict
          : errorMessage(error),
      ),
  });

  return (
    <PublicPage title="Forgot password" description="We will e-mail you a link to set a new password.">
      {request.isSuccess ? (
        <Alert color="success" variant="light" role="status">
          {MESSAGES.resetMailSent}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            setFailure(null);
            request.mutate(values.email);
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
              autoComplete="email"
              withAsterisk
              {...form.getInputProps("email")}
            />
            <Button type="submit" fullWidth loading={request.isPending} disabled={request.isPending}>
              Send link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to sign in
      </Anchor>
    </PublicPage>
  );
}
