import { Alert, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { DOCUMENT_MESSAGES, OTP_DIGITS, OTP_RESEND_AFTER_MS, type TSigningSession } from "@q2c/domain";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ApiError, errorMessage } from "../../api/api-error.ts";
import { type SignLink, signingApi } from "../../api/signing-api.ts";
import { codeErrorOf, isLinkGone } from "./signing-model.ts";
import { SIGNING_TEXTS as T } from "./texts.ts";

/** Seconds left until `until` (epoch ms), ticking once a second; 0 once passed. */
export function useSecondsLeft(until: number | null): number {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left reads `until`, the one dependency.
  useEffect(() => {
    setSeconds(left());
    if (until === null) return;
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}

const CODE_PATTERN = new RegExp(`^\\d{${OTP_DIGITS}}$`);

export interface CodeStepProps {
  link: SignLink;
  maskedEmail: string;
  /** A message to show first (the signing session was lost: verify again). */
  notice?: string | null;
  onVerified: (session: TSigningSession) => void;
  onLinkGone: () => void;
}

/**
 * Ask for the one-time code (mailed to the signer), then enter it. A resend waits 30 seconds, counted
 * down on the button; the server's refusals (wrong, expired, too many tries, too soon) show beneath.
 */
export function CodeStep({ link, maskedEmail, notice, onVerified, onLinkGone }: CodeStepProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const wait = useSecondsLeft(resendAt);

  const request = useMutation({
    mutationFn: () => signingApi.requestCode(link),
    onMutate: () => setRequestError(null),
    onSuccess: (answer) => {
      setSentTo(answer.sentTo || maskedEmail);
      setResendAt(Date.now() + OTP_RESEND_AFTER_MS);
      setCode("");
      setCodeError(null);
      codeInput.current?.focus();
    },
    onError: (error) => {
      if (isLinkGone(error)) return onLinkGone();
      if (error instanceof ApiError && error.status === 429) {
        setResendAt(Date.now() + OTP_RESEND_AFTER_MS);
        setRequestError(DOCUMENT_MESSAGES.codeResendTooSoon);
      } else setRequestError(errorMessage(error));
    },
  });

  const validate = useMutation({
    mutationFn: (value: string) => signingApi.validateCode(link, value),
    onSuccess: onVerified,
    onError: (error) => {
      if (isLinkGone(error)) return onLinkGone();
      setCodeError(codeErrorOf(error));
      codeInput.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!CODE_PATTERN.test(value)) {
      setCodeError(T.codeFormat);
      codeInput.current?.focus();
      return;
    }
    setCodeError(null);
    validate.mutate(value);
  };

  const sendLabel = wait > 0 ? T.resendIn(wait) : sentTo === null ? T.sendCode : T.resendCode;
  return (
    <Stack gap="md" component="section" aria-labelledby="signing-code-title">
      <Title order={2} size="h4" id="signing-code-title">
        {T.codeStepTitle}
      </Title>
      {notice ? (
        <Alert color="warning" variant="light" role="alert">
          {notice}
        </Alert>
      ) : null}
      <Text size="sm" role="status">
        {sentTo === null ? T.codeIntro(maskedEmail) : T.codeSentTo(sentTo)}
      </Text>
      {requestError ? (
        <Alert color="danger" variant="light" role="alert">
          {requestError}
        </Alert>
      ) : null}
      {sentTo !== null ? (
        <form noValidate onSubmit={submit}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              ref={codeInput}
              label={T.codeLabel}
              description={T.codeHelp}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, "").slice(0, OTP_DIGITS))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_DIGITS}
              error={codeError}
              withAsterisk
              w={{ base: "100%", xs: 220 }}
              styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
            />
            <Button type="submit" mt={{ base: 0, xs: 46 }} loading={validate.isPending} fullWidth={false}>
              {T.verify}
            </Button>
          </Group>
        </form>
      ) : null}
      <Group>
        <Button
          variant={sentTo === null ? "filled" : "default"}
          onClick={() => request.mutate()}
          loading={request.isPending}
          disabled={wait > 0}
        >
          {sendLabel}
        </Button>
      </Group>
    </Stack>
  );
}
