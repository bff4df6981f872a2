import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { type CommentVisibility, DEFAULT_COMMENT_VISIBILITY } from "@q2c/domain";
import { IconLock, IconPaperclip, IconUsers } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { errorMessage, isApiError } from "../../api/api-error.ts";
import type { TCommentLink } from "../../api/project-activity-api.ts";
import { UnsavedChangesGuard } from "../../app/feedback/unsaved-changes-guard.tsx";
import type { DescribeLink } from "./comment-item.tsx";
import { ACTIVITY_TEXTS as T } from "./texts.ts";
import type { useActivityMutations } from "./use-activity.ts";

/** The server's limits (issue #4): at most 5 files of at most 10 MB each. */
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const ACCEPT = ".pdf,image/*,.txt,.csv,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp";

export interface CommentComposerProps {
  post: ReturnType<typeof useActivityMutations>["post"];
  /** The building or line the builder has in view: a new comment is about it unless dropped. */
  link?: TCommentLink | null;
  describeLink?: DescribeLink;
  /**
   * The quote's MSP chooses who reads each comment (internal unless it says otherwise); the customer and
   * partners write in the thread they read, so they get no choice.
   */
  choosesVisibility?: boolean;
}

/** The upload's refusal as the user should read it: the server's message and its per-field reasons. */
function uploadProblems(error: unknown): string[] {
  const message = errorMessage(error, T.couldNotPost);
  const fields = isApiError(error) ? Object.values(error.fields) : [];
  return [message, ...fields.filter((f) => f !== message)];
}

/** Write a comment, attach up to 5 files, post; a refused upload says why and keeps what was typed. */
export function CommentComposer({
  post,
  link,
  describeLink,
  choosesVisibility = false,
}: CommentComposerProps) {
  const [body, setBody] = useState("");
  const [visibility, setVisibility] = useState<CommentVisibility>(DEFAULT_COMMENT_VISIBILITY);
  const [files, setFiles] = useState<File[]>([]);
  const [withLink, setWithLink] = useState(true);
  const [problems, setProblems] = useState<string[]>([]);
  const [required, setRequired] = useState(false);

  const add = (picked: File[]) => {
    const next = [...files, ...picked];
    const errors: string[] = [];
    if (next.length > MAX_FILES) errors.push(T.tooManyFiles);
    const fitting = next.slice(0, MAX_FILES).filter((f) => {
      if (f.size <= MAX_FILE_BYTES) return true;
      errors.push(T.fileTooLarge(f.name));
      return false;
    });
    setFiles(fitting);
    setProblems(errors);
  };

  const submit = () => {
    if (body.trim() === "" && files.length === 0) return setRequired(true);
    setProblems([]);
    post.mutate(
      {
        body: body.trim(),
        files,
        link: withLink ? (link ?? null) : null,
        ...(choosesVisibility ? { visibility } : {}),
      },
      {
        onSuccess: () => {
          setBody("");
          setFiles([]);
          // Each comment starts internal again: saying something to the customer is a choice made each time.
          setVisibility(DEFAULT_COMMENT_VISIBILITY);
        },
        onError: (error) => setProblems(uploadProblems(error)),
      },
    );
  };

  const linkName = link ? (describeLink?.(link) ?? ("buildingId" in link ? T.onBuilding : T.onLine)) : null;
  return (
    <Stack gap="xs">
      <UnsavedChangesGuard dirty={(body.trim() !== "" || files.length > 0) && !post.isPending} />
      <Textarea
        label={T.comment}
        placeholder={T.commentPlaceholder}
        rows={2}
        value={body}
        error={required ? T.commentRequired : undefined}
        onChange={(e) => {
          setBody(e.currentTarget.value);
          setRequired(false);
        }}
      />
      {choosesVisibility ? <VisibilityChoice value={visibility} onChange={setVisibility} /> : null}
      {files.length > 0 ? (
        <Stack gap={2}>
          {files.map((file, i) => (
            <Group key={`${file.name}-${file.size}-${file.lastModified}`} gap={4} wrap="nowrap">
              <IconPaperclip size={12} aria-hidden />
              <Text size="xs" truncate>
                {file.name}
              </Text>
              <CloseButton
                size="xs"
                aria-label={T.removeFile(file.name)}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
              />
            </Group>
          ))}
        </Stack>
      ) : null}
      {linkName && withLink ? (
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {linkName}
          </Text>
          <CloseButton size="xs" aria-label={`Not about ${linkName}`} onClick={() => setWithLink(false)} />
        </Group>
      ) : null}
      {problems.length > 0 ? (
        <Alert color="danger" p="xs" role="alert">
          {problems.map((p) => (
            <Text key={p} size="sm">
              {p}
            </Text>
          ))}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <FileButton onChange={add} multiple accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPaperclip size={14} aria-hidden />}
              disabled={files.length >= MAX_FILES}
              title={T.attachHelp}
            >
              {T.attach}
            </Button>
          )}
        </FileButton>
        <Button size="xs" loading={post.isPending} onClick={submit}>
          {T.post}
        </Button>
      </Group>
    </Stack>
  );
}

/** Internal or for the customer, with what each means under it. */
function VisibilityChoice({
  value,
  onChange,
}: {
  value: CommentVisibility;
  onChange: (value: CommentVisibility) => void;
}) {
  const option = (v: CommentVisibility, label: string, icon: ReactNode) => ({
    value: v,
    label: (
      <Group gap={4} wrap="nowrap" justify="center">
        {icon}
        <span>{label}</span>
      </Group>
    ),
  });
  return (
    <Stack gap={2}>
      <SegmentedControl
        size="xs"
        aria-label={T.visibility}
        value={value}
        onChange={(v) => onChange(v as CommentVisibility)}
        data={[
          option("internal", T.internal, <IconLock size={12} aria-hidden />),
          option("customer", T.forCustomer, <IconUsers size={12} aria-hidden />),
        ]}
      />
      <Text size="xs" c="dimmed">
        {value === "internal" ? T.internalHelp : T.customerHelp}
      </Text>
    </Stack>
  );
}
