import { Alert, Box, Button, FileButton, Group, List, Loader, Stack, Table, Text } from "@mantine/core";
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_VERIFY_MAX_BYTES,
  type TDocumentVerifyResult,
} from "@q2c/domain";
import { IconCircleCheck, IconFileSearch, IconFileX } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type DragEvent, useState } from "react";
import { errorMessage } from "../../api/api-error.ts";
import { signingApi } from "../../api/signing-api.ts";
import { PublicPage } from "../../app/layout/public-page.tsx";
import { formatWhen } from "../quote-documents/format-when.ts";
import { VERIFY_TEXTS as T } from "./texts.ts";

type Verified = Extract<TDocumentVerifyResult, { status: "verified" }>;

const isPdf = (file: File) => file.type === "application/pdf" || /\.pdf$/i.test(file.name);

function VerifiedResult({ result, fileName }: { result: Verified; fileName: string }) {
  return (
    <Alert
      color="success"
      variant="light"
      icon={<IconCircleCheck size={20} aria-hidden />}
      title={T.verified}
      data-testid="verify-result"
      data-status="verified"
    >
      <Stack gap="sm">
        <Text size="sm">{T.verifiedIntro(fileName)}</Text>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{T.quote}</Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{result.quoteId}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{T.documentType}</Table.Th>
              <Table.Td>{DOCUMENT_TYPE_LABELS[result.documentType]}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{T.completedAt}</Table.Th>
              <Table.Td>{formatWhen(result.completedAt)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text fw={600} size="sm">
          {T.signers}
        </Text>
        <List size="sm" spacing={4}>
          {result.signers.map((s) => (
            <List.Item key={`${s.email}-${s.party}`}>
              <strong>{s.name}</strong> ({s.email}){s.role ? `, ${s.role}` : ""} —{" "}
              {T.signedAt(formatWhen(s.signedAt))}
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {T.sha256}: {result.sha256}
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * /verify: anyone drops a PDF (or picks it) and learns whether it is, byte for byte, a sealed document
 * of ours (POST /documents/verify), with the quote, the document type, its signers and when it was
 * completed; otherwise that it is not, or was changed.
 */
export default function VerifyPage() {
  const [file, setFile] = useState<File | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const verify = useMutation({ mutationFn: (f: File) => signingApi.verify(f) });

  const take = (picked: File | null | undefined) => {
    if (!picked) return;
    verify.reset();
    setFile(picked);
    if (!isPdf(picked)) return setPickError(T.notPdf);
    if (picked.size > DOCUMENT_VERIFY_MAX_BYTES) return setPickError(T.tooLarge);
    setPickError(null);
    verify.mutate(picked);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };
  const result = verify.data;

  return (
    <PublicPage title={T.title} description={T.intro} width={640}>
      <Box
        data-testid="verify-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        p="lg"
        bd={`2px dashed ${dragging ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-default-border)"}`}
        bg={dragging ? "var(--mantine-primary-color-light)" : undefined}
        style={{ borderRadius: "var(--mantine-radius-md)" }}
      >
        <Stack align="center" gap="sm">
          <IconFileSearch size={36} aria-hidden />
          <Text ta="center">{T.dropHere}</Text>
          <FileButton onChange={take} accept="application/pdf,.pdf">
            {(props) => (
              <Button {...props} variant="default">
                {T.choose}
              </Button>
            )}
          </FileButton>
          {file ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {file.name}
            </Text>
          ) : null}
        </Stack>
      </Box>
      {pickError ? (
        <Alert color="danger" variant="light" role="alert">
          {pickError}
        </Alert>
      ) : null}
      {verify.isPending ? (
        <Group gap="xs" role="status" aria-busy="true" aria-label={T.checking}>
          <Loader size="sm" aria-hidden />
          <Text size="sm">{T.checking}</Text>
        </Group>
      ) : null}
      {verify.isError ? (
        <Alert color="danger" variant="light" role="alert" title={T.failed}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(verify.error, DOCUMENT_MESSAGES.verifyFileRequired)}</Text>
            {file ? (
              <Button size="xs" variant="default" onClick={() => verify.mutate(file)}>
                {T.retry}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <div aria-live="polite">
        {result?.status === "verified" && file ? (
          <VerifiedResult result={result} fileName={file.name} />
        ) : null}
        {result?.status === "not_found" ? (
          <Alert
            color="danger"
            variant="light"
            icon={<IconFileX size={20} aria-hidden />}
            title={T.notFoundTitle}
            data-testid="verify-result"
            data-status="not_found"
          >
            {T.notFound}
          </Alert>
        ) : null}
      </div>
    </PublicPage>
  );
}
