import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES, type TMfaChallenge, type TMfaScheme, type TTokensResponse } from "@q2c/domain";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { errorMessage } from "../../api/api-error.ts";
import { authApi } from "../../api/auth-api.ts";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { requiredText } from "../../app/forms/plain-checks.ts";

const SCHEMES: { value: TMfaScheme; label: string; input: string; hint: string }[] = [
  {
    value: "totp",
    label: "Authenticator app",
    input: "Authentication code",
    hint: "The 6-digit code your authenticator app shows now.",
  },
  {
    value: "email",
    label: "E-mail code",
    input: "E-mail code",
    hint: "The 6-digit code we sent to your e-mail.",
  },
  { value: "backup", label: "Backup code", input: "Backup code", hint: "One of the backup codes you saved." },
];

export interface MfaStepProps {
  challenge: TMfaChallenge;
  onSignedIn: (tokens: TTokensResponse) => Promise<void>;
  onBack: () => void;
}

/** The second step of a sign-in: a code from the authenticator app, an e-mail, or a backup code. */
export function MfaStep({ challenge, onSignedIn, onBack }: MfaStepProps) {
  const [scheme, setScheme] = useState<TMfaScheme>("totp");
  const [failure, setFailure] = useState<string | null>(null);
  const mailed = useRef(false);
  const form = useForm({ initialValues: { mfa: "" }, validate: { mfa: requiredText("Code", 64) } });
  const current = SCHEMES.find((s) => s.value === scheme) ?? SCHEMES[0]!;

  const verify = useMutation({
    mutationFn: (mfa: string) =>
      authApi.verifyMfa({ userId: challenge.entityId, mfa: mfa.trim(), token: challenge.token }, scheme),
    onSuccess: onSignedIn,
    onError: (error) => setFailure(errorMessage(error, MESSAGES.wrongMfaCode)),
  });
  const resend = useMutation({
    mutationFn: () => authApi.resendCode({ userId: challenge.entityId, token: challenge.token }),
    onSuccess: () => notifyDone(MESSAGES.verificationCodeSent),
    onError: (error) => notifyError(error, { fallback: MESSAGES.verificationCodeFailed }),
  });

  const choose = (value: string) => {
    const next = SCHEMES.find((s) => s.value === value)?.value ?? "totp";
    setScheme(next);
    setFailure(null);
    form.reset();
    // The server mails a code only when asked, so the first switch to e-mail asks for one.
    if (next === "email" && !mailed.current) {
      mailed.current = true;
      resend.mutate();
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setFailure(null);
        verify.mutate(values.mfa);
      })}
    >
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} id="mfa-scheme-label" mb={4}>
            Verify with
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="mfa-scheme-label"
            data={SCHEMES.map(({ value, label }) => ({ value, label }))}
            value={scheme}
            onChange={choose}
          />
        </div>
        {failure !== null ? (
          <Alert color="danger" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label="Verification code"
          description={current.hint}
          autoComplete="one-time-code"
          inputMode={scheme === "backup" ? "text" : "numeric"}
          withAsterisk
          data-autofocus
          {...form.getInputProps("mfa")}
        />
        {scheme === "email" ? (
          <Group justify="flex-end" mt={-8}>
            <Button
              variant="subtle"
              size="compact-sm"
              loading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              Resend code
            </Button>
          </Group>
        ) : null}
        <Button type="submit" fullWidth loading={verify.isPending} disabled={verify.isPending}>
          Verify
        </Button>
        <Button variant="default" fullWidth onClick={onBack} disabled={verify.isPending}>
          Back to sign in
        </Button>
      </Stack>
    </form>
  );
}
