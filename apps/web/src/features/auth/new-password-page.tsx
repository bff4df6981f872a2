import { Alert, Anchor, Button, Center, Loader, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { TResetTokenInfo } from "@q2c/domain";
import { LOGIN_PATH, MESSAGES } from "@q2c/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { authApi } from "../../api/auth-api.ts";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { applyFieldErrors, zodValidate } from "../../app/forms/form-helpers.ts";
import { PublicPage } from "../../app/layout/public-page.tsx";
import { WEB_TEXTS } from "../../app/texts.ts";
import { ZPasswordPair } from "./auth-schemas.ts";
import { PasswordFields } from "./password-fields.tsx";

function NewPasswordForm({ token, userId }: { token: string; userId: string }) {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { password: "", confirmPassword: "" },
    validate: zodValidate(ZPasswordPair),
  });
  const save = useMutation({
    mutationFn: (password: string) => authApi.setPassword(userId, { password, token }),
    onSuccess: (answer) => {
      const message = (answer as { message?: unknown } | undefined)?.message;
      notifyDone(typeof message === "string" && message !== "" ? message : WEB_TEXTS.passwordChanged);
      navigate(LOGIN_PATH, { replace: true });
    },
    // Foundation §8, "Set password": the server's message.
    onError: (error) => {
      if (!applyFieldErrors(form, error)) notifyError(error);
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values.password))}>
      <Stack gap="md">
        <PasswordFields form={form} />
        <Button type="submit" fullWidth loading={save.isPending} disabled={save.isPending}>
          Set password
        </Button>
      </Stack>
    </form>
  );
}

/** The user id the set-password call needs comes with the link check. */
const userIdOf = (info: TResetTokenInfo | undefined): string | null => info?.userId ?? null;

/** /new-password/:token (the mailed link) and /new-password?token=…: choose a new password. */
export default function NewPasswordPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const token = params.token ?? search.get("token") ?? "";
  const info = useQuery({
    queryKey: ["auth", "reset", token],
    queryFn: () => authApi.resetTokenInfo(token),
    enabled: token !== "",
    retry: false,
  });
  const userId = userIdOf(info.data);

  let body: ReactNode;
  if (token === "") body = <Alert color="warning">{WEB_TEXTS.noResetToken}</Alert>;
  else if (info.isPending)
    body = (
      <Center py="lg">
        <Loader aria-label="Checking the link" />
      </Center>
    );
  else if (info.isError || !info.data?.valid || userId === null) {
    body = <Alert color="warning">{MESSAGES.resetTokenInvalid}</Alert>;
  } else body = <NewPasswordForm token={token} userId={userId} />;

  return (
    <PublicPage title="Set a new password" description={info.data?.email}>
      {body}
      <Stack gap={4} align="center">
        <Anchor component={Link} to="/forgot-password" size="sm">
          Ask for a new link
        </Anchor>
        <Anchor component={Link} to={LOGIN_PATH} size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </PublicPage>
  );
}
