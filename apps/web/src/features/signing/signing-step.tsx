import { Alert, Box, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { DOCUMENT_MESSAGES, type TSigningDocument, type TSignResult } from "@q2c/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { errorMessage } from "../../api/api-error.ts";
import { type SignLink, signingApi } from "../../api/signing-api.ts";
import { ListError } from "../../app/lists/list-states.tsx";
import { ChoicesPanel, TotalsPanel } from "./choices-panel.tsx";
import { DocumentFrame } from "./document-frame.tsx";
import { isSignatureGiven, SignatureField, type SignatureValue } from "./signature-field.tsx";
import {
  browserTimeZone,
  type ChoiceState,
  choiceStateOf,
  choicesRequestOf,
  initialsOf,
  isLinkGone,
  isSessionLost,
  needsReload,
} from "./signing-model.ts";
import { SIGNING_TEXTS as T } from "./texts.ts";
import { useLiveTotals } from "./use-live-totals.ts";

interface FieldErrors {
  consent?: string;
  signature?: string;
  initials?: string;
}

export interface SigningStepProps {
  link: SignLink;
  signingToken: string;
  onSigned: (result: TSignResult) => void;
  onLinkGone: () => void;
  /** The signing token is no longer taken: back to the code. */
  onSessionLost: () => void;
}

/** Reads the document with the signing token; a 401 sends the signer back to the code. */
export function SigningStep(props: SigningStepProps) {
  const { link, signingToken, onLinkGone, onSessionLost } = props;
  const doc = useQuery({
    queryKey: ["signing", link.quoteId, "document", signingToken],
    queryFn: () => signingApi.document(link.quoteId, signingToken),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  useEffect(() => {
    if (isLinkGone(doc.error)) onLinkGone();
    else if (isSessionLost(doc.error)) onSessionLost();
  }, [doc.error, onLinkGone, onSessionLost]);

  if (doc.data) return <SigningForm {...props} doc={doc.data} reload={() => doc.refetch()} />;
  if (doc.isError) return <ListError message={errorMessage(doc.error)} onRetry={() => void doc.refetch()} />;
  return (
    <Stack
      role="status"
      aria-busy="true"
      aria-label={T.documentLoading}
      mih={200}
      justify="center"
      align="center"
    >
      <Text c="dimmed">{T.documentLoading}</Text>
    </Stack>
  );
}

interface SigningFormProps extends SigningStepProps {
  doc: TSigningDocument;
  reload: () => Promise<unknown>;
}

function SigningForm({
  link,
  signingToken,
  doc,
  reload,
  onSigned,
  onLinkGone,
  onSessionLost,
}: SigningFormProps) {
  const initialChoices = useMemo(() => choiceStateOf(doc.choices), [doc.choices]);
  const [choices, setChoices] = useState<ChoiceState>(initialChoices);
  const [consent, setConsent] = useState(false);
  const [signature, setSignature] = useState<SignatureValue>({ kind: "drawn", value: null });
  const [initials, setInitials] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const initialsRef = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const live = useLiveTotals(link.quoteId, signingToken, choices, initialChoices, doc.totals);

  // A new read of the document (after a 409) starts from its choices; a changed text is agreed to again.
  useEffect(() => setChoices(initialChoices), [initialChoices]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash stands for the text read.
  useEffect(() => setConsent(false), [doc.documentHash]);

  const sign = useMutation({
    mutationFn: () =>
      signingApi.sign(link.quoteId, signingToken, {
        documentHash: doc.documentHash,
        consent: { disclosureVersion: doc.disclosure.version },
        signature:
          signature.kind === "drawn"
            ? { kind: "drawn", value: signature.value ?? "" }
            : { kind: "typed", value: signature.value.trim() },
        initials: initials.trim(),
        choices: choicesRequestOf(choices),
        timeZone: browserTimeZone(),
      }),
    onSuccess: onSigned,
    onError: async (error) => {
      if (isLinkGone(error)) return onLinkGone();
      if (isSessionLost(error)) return onSessionLost();
      if (needsReload(error)) {
        await reload();
        setNotice(`${DOCUMENT_MESSAGES.documentChanged} ${T.reloaded}`);
        setFailure(null);
        noticeRef.current?.focus();
        return;
      }
      setFailure(errorMessage(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!consent) next.consent = DOCUMENT_MESSAGES.consentRequired;
    if (!isSignatureGiven(signature)) next.signature = DOCUMENT_MESSAGES.signatureRequired;
    if (initials.trim() === "") next.initials = DOCUMENT_MESSAGES.initialsRequired;
    setErrors(next);
    setFailure(null);
    if (next.consent) return consentRef.current?.focus();
    if (next.signature) return;
    if (next.initials) return initialsRef.current?.focus();
    setNotice(null);
    sign.mutate();
  };

  return (
    <Stack gap="xl">
      {notice ? (
        <Alert color="warning" variant="light" role="alert" ref={noticeRef} tabIndex={-1}>
          {notice}
        </Alert>
      ) : null}
      <Stack gap="xs" component="section" aria-labelledby="signing-document-title">
        <Title order={2} size="h4" id="signing-document-title">
          {T.documentTitle}
        </Title>
        <DocumentFrame
          title={T.documentFrame(doc.documentType)}
          html={doc.html}
          headerHtml={doc.headerHtml}
          footerHtml={doc.footerHtml}
        />
      </Stack>
      <ChoicesPanel options={doc.choices} value={choices} onChange={setChoices} disabled={sign.isPending} />
      <TotalsPanel live={live} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <Stack gap="xs" component="section" aria-labelledby="signing-consent-title">
            <Title order={2} size="h4" id="signing-consent-title">
              {T.consentTitle}
            </Title>
            <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-default)">
              <Text size="sm" id="signing-disclosure">
                {doc.disclosure.text}
              </Text>
              <Text size="xs" c="dimmed" mt={6}>
                {T.disclosureVersion(doc.disclosure.version)}
              </Text>
            </Paper>
            <Checkbox
              ref={consentRef}
              label={T.agree}
              checked={consent}
              onChange={(e) => setConsent(e.currentTarget.checked)}
              error={errors.consent}
              aria-describedby="signing-disclosure"
            />
          </Stack>
          <SignatureField value={signature} onChange={setSignature} error={errors.signature} />
          <TextInput
            ref={initialsRef}
            label={T.initialsLabel}
            description={T.initialsHelp}
            placeholder={initialsOf(doc.signer.name)}
            value={initials}
            onChange={(e) => setInitials(e.currentTarget.value)}
            error={errors.initials}
            maxLength={20}
            withAsterisk
            w={{ base: "100%", xs: 200 }}
            styles={{ input: { fontFamily: "inherit" } }}
          />
          {failure ? (
            <Alert color="danger" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Box>
            <Button type="submit" size="md" loading={sign.isPending} w={{ base: "100%", xs: "auto" }}>
              {T.sign}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}
