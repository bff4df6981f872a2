import { Button, Group } from "@mantine/core";
import type { TCommentFile } from "@q2c/domain";
import { IconPaperclip } from "@tabler/icons-react";
import { useState } from "react";
import { projectActivityApi } from "../../api/project-activity-api.ts";
import { notifyError } from "../../app/feedback/notify.tsx";
import { ACTIVITY_TEXTS as T } from "./texts.ts";

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

const sizeText = (bytes: number): string =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * A comment's files. The file call needs the bearer token, which a plain link would not send, so a
 * click fetches the bytes and saves them under the file's name.
 */
export function CommentFiles({
  projectId,
  commentId,
  files,
}: {
  projectId: string;
  commentId: string;
  files: readonly TCommentFile[];
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (files.length === 0) return null;
  const download = async (file: TCommentFile) => {
    setBusy(file.id);
    try {
      saveBlob(await projectActivityApi.commentFile(projectId, commentId, file.id), file.name);
    } catch (error) {
      notifyError(error, { fallback: T.couldNotDownload });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap={6}>
      {files.map((file) => (
        <Button
          key={file.id}
          variant="default"
          size="compact-xs"
          leftSection={<IconPaperclip size={12} aria-hidden />}
          loading={busy === file.id}
          aria-label={T.download(file.name)}
          onClick={() => void download(file)}
        >
          {file.name} · {sizeText(file.size)}
        </Button>
      ))}
    </Group>
  );
}
