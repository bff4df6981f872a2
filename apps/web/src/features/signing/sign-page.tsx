import { Alert, Anchor, Group, Stack, Text } from "@mantine/core";
import { DOCUMENT_MESSAGES, type TSignLinkInfo, type TSignResult } from "@q2c/domain";
import { IconCircleCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { errorMessage } from "../../api/api-error.ts";
import { type SignLink, signingApi } from "../../api/signing-api.ts";
import { ListError } from "../../app/lists/list-states.tsx";
import { CodeStep } from "./code-step.tsx";
import { SigningFrame } from "./signing-frame.tsx";
import { isLinkGone, signLinkOf } from "./signing-model.ts";
import { SigningStep } from "./signing-step.tsx";
import { SIGNING_TEXTS as T } from "./texts.ts";

type Step =
  | { kind: "code"; notice: string | null }
  | { kind: "document"; signingToken: string }
  | { kind: "done"; result: TSignResult }
  | { kind: "gone" };

function LinkGone() {
  return (
    <Alert color="danger" variant="light" role="alert" title={T.pageTitle}>
      {DOCUMENT_MESSAGES.linkGone}
    </Alert>
  );
}

function Done({ info, result }: { info: TSignLinkInfo; result: TSignResult | null }) {
  const title = result ? T.doneTitle : T.alreadySignedTitle;
  const completed = result
    ? result.completed
    : info.documentStatus === "signed" || info.documentStatus === "completed";
  return (
    <Stack gap="sm" role="status" data-testid="signing-done">
      <Group gap="xs">
        <IconCircleCheck size={28} color="var(--mantine-color-success-filled)" aria-hidden />
        <Text fw={700} size="lg">
          {title}
        </Text>
      </Group>
      <Text>{result ? T.done(info.documentType) : DOCUMENT_MESSAGES.alreadySigned}</Text>
      <Text>{completed ? T.doneCompleted : T.doneWaiting}</Text>
      <Text size="sm" c="dimmed">
        {T.verifyHint}{" "}
        <Anchor component={Link} to="/verify" underline="always">
          /verify
        </Anchor>
        . {T.closed}
      </Text>
    </Stack>
  );
}

/**
 * /quotes/:quoteId/sign?documentType=&signToken=: a signer's own page, no login. Who is asked to sign
 * and whose branding first; then the one-time code; then the document with its choices and live
 * totals, the disclosure, the signature and initials; then done. A wrong, expired or reset link says so.
 */
export default function SignPage() {
  const { quoteId } = useParams();
  const [search] = useSearchParams();
  const link = useMemo(() => signLinkOf(quoteId, search), [quoteId, search]);
  if (!link)
    return (
      <SigningFrame title={T.pageTitle}>
        <LinkGone />
      </SigningFrame>
    );
  return <SignLinkPage key={`${link.quoteId}:${link.documentType}:${link.signToken}`} link={link} />;
}

function SignLinkPage({ link }: { link: SignLink }) {
  const info = useQuery({
    queryKey: ["signing", link.quoteId, "link", link.documentType, link.signToken],
    queryFn: () => signingApi.linkInfo(link),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [step, setStep] = useState<Step>({ kind: "code", notice: null });
  const gone = useCallback(() => setStep({ kind: "gone" }), []);
  const sessionLost = useCallback(
    () => setStep({ kind: "code", notice: DOCUMENT_MESSAGES.signingSessionInvalid }),
    [],
  );
  const signed = useCallback((result: TSignResult) => setStep({ kind: "done", result }), []);

  const data = info.data;
  let body: ReactNode;
  if (step.kind === "gone" || isLinkGone(info.error)) body = <LinkGone />;
  else if (info.isError)
    body = <ListError message={errorMessage(info.error)} onRetry={() => void info.refetch()} />;
  else if (!data)
    body = (
      <Stack role="status" aria-busy="true" aria-label={T.loading} mih={160} justify="center" align="center">
        <Text c="dimmed">{T.loading}</Text>
      </Stack>
    );
  else if (step.kind === "done" || data.signer.signed)
    body = <Done info={data} result={step.kind === "done" ? step.result : null} />;
  else if (step.kind === "document")
    body = (
      <SigningStep
        link={link}
        signingToken={step.signingToken}
        onSigned={signed}
        onLinkGone={gone}
        onSessionLost={sessionLost}
      />
    );
  else
    body = (
      <CodeStep
        link={link}
        maskedEmail={data.signer.maskedEmail}
        notice={step.notice}
        onVerified={(session) => setStep({ kind: "document", signingToken: session.signingToken })}
        onLinkGone={gone}
      />
    );

  return (
    <SigningFrame msp={data?.msp} title={T.pageTitle}>
      <Stack gap="lg">
        {data && step.kind !== "gone" ? (
          <Stack gap={4}>
            <Text>
              {data.signer.party === "msp"
                ? T.asksYouToCountersign(data.documentType)
                : T.asksYouToSign(data.msp.name, data.documentType)}
            </Text>
            <Text size="sm" c="dimmed">
              {T.signerLabel}: <strong>{data.signer.name}</strong> ({data.signer.maskedEmail})
            </Text>
          </Stack>
        ) : null}
        {body}
      </Stack>
    </SigningFrame>
  );
}
