import { Button, Center, Loader, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES, type TInviteInfo } from "@q2c/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { authApi } from "../../api/auth-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { notifyError } from "../../app/feedback/notify.tsx";
import { applyFieldErrors, zodValidate } from "../../app/forms/form-helpers.ts";
import { PublicPage } from "../../app/layout/public-page.tsx";
import { completeSignIn, safeRedirect } from "../../app/session/sign-in.ts";
import { ZRegisterForm } from "./auth-schemas.ts";
import { PasswordFields } from "./password-fields.tsx";
import { useRedirectLater } from "./use-redirect-later.ts";

function RegisterForm({ invite, token, to }: { invite: TInviteInfo; token: string; to: string | null }) {
  const navigate = useNavigate();
  const backToLogin = useRedirectLater();
  const form = useForm({
    initialValues: {
      firstName: invite.firstName,
      lastName: invite.lastName,
      password: "",
      confirmPassword: "",
    },
    validate: zodValidate(ZRegisterForm),
  });
  const register = useMutation({
    mutationFn: (values: typeof form.values) =>
      authApi.register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        password: values.password,
        inviteToken: token,
      }),
    onSuccess: async (tokens) => {
      await completeSignIn(tokens);
      navigate(safeRedirect(to), { replace: true });
    },
    onError: (error) => {
      // Field errors can be fixed here; anything else ends as the spec says, back at /login.
      if (applyFieldErrors(form, error)) return;
      notifyError(error, { fallback: MESSAGES.registrationFailed });
      backToLogin();
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => register.mutate(values))}>
      <Stack gap="md">
        <TextInput label="Email" value={invite.email} readOnly variant="filled" />
        <TextInput
          label="First name"
          autoComplete="given-name"
          withAsterisk
          {...form.getInputProps("firstName")}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          withAsterisk
          {...form.getInputProps("lastName")}
        />
        <PasswordFields form={form} />
        <Button type="submit" fullWidth loading={register.isPending} disabled={register.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}

/** /register?token=…&to=…: completes an invitation (the guard sends a missing token to /login). */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const backToLogin = useRedirectLater();
  const invite = useQuery({
    queryKey: queryKeys.invite(token),
    queryFn: () => authApi.invite(token),
    retry: false,
  });

  useEffect(() => {
    if (!invite.isError) return;
    notifyError(MESSAGES.userNotFound);
    backToLogin();
  }, [invite.isError, backToLogin]);

  return (
    <PublicPage
      title="Create your account"
      description={invite.data ? `You were invited to join ${invite.data.accountName}.` : undefined}
    >
      {invite.data ? (
        <RegisterForm invite={invite.data} token={token} to={params.get("to")} />
      ) : (
        <Center py="lg">{invite.isPending ? <Loader aria-label="Loading the invitation" /> : null}</Center>
      )}
    </PublicPage>
  );
}
