import { Button, FileButton, Group, Image, Input, Paper, Text } from "@mantine/core";
import { FILE_IMAGE_TYPES, LOGO_SIZE, MESSAGES } from "@q2c/domain";
import { IconPhotoOff, IconTrash, IconUpload } from "@tabler/icons-react";
import { notifyError } from "../../app/feedback/notify.tsx";
import { logoFileProblem } from "./branding-model.ts";
import { useUploadImage } from "./use-company.ts";

export interface LogoFieldProps {
  accountId: string;
  previewUrl: string | null;
  error: React.ReactNode;
  readOnly: boolean;
  onUploaded: (fileId: string, file: File) => void;
  onRemove: () => void;
  onError: (message: string | null) => void;
}

/** Uploads the image at once (POST /files/upload); it becomes the logo when the branding is saved. */
export function LogoField({
  accountId,
  previewUrl,
  error,
  readOnly,
  onUploaded,
  onRemove,
  onError,
}: LogoFieldProps) {
  const upload = useUploadImage(accountId);

  const pick = (file: File | null) => {
    if (file === null) return;
    const problem = logoFileProblem(file);
    onError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: (stored) => onUploaded(stored.id, file),
      onError: (err) => {
        const field =
          err instanceof Error && "fields" in err
            ? (err as { fields: Record<string, string> }).fields.file
            : undefined;
        if (field) onError(field);
        else notifyError(err, { fallback: MESSAGES.couldNotBeSaved });
      },
    });
  };

  return (
    <Input.Wrapper
      label="Logo"
      description={`Preferred size: ${LOGO_SIZE.width} px wide and ${LOGO_SIZE.height} px high. PNG, JPEG, SVG or WebP, up to 2 MB.`}
      error={error}
    >
      <Group gap="md" mt="xs" align="center">
        <Paper withBorder radius="sm" w={LOGO_SIZE.width + 16} h={LOGO_SIZE.height + 16} p={8}>
          {previewUrl ? (
            <Image
              src={previewUrl}
              alt="Current logo"
              h={LOGO_SIZE.height}
              w={LOGO_SIZE.width}
              fit="contain"
            />
          ) : (
            <Group h="100%" justify="center" gap={4}>
              <IconPhotoOff size={16} aria-hidden />
              <Text size="xs" c="dimmed">
                No logo
              </Text>
            </Group>
          )}
        </Paper>
        {readOnly ? null : (
          <>
            <FileButton onChange={pick} accept={FILE_IMAGE_TYPES.join(",")}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  loading={upload.isPending}
                  leftSection={<IconUpload size={16} aria-hidden />}
                >
                  {previewUrl ? "Replace logo" : "Upload logo"}
                </Button>
              )}
            </FileButton>
            {previewUrl ? (
              <Button
                variant="subtle"
                color="danger"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={onRemove}
              >
                Remove logo
              </Button>
            ) : null}
          </>
        )}
      </Group>
    </Input.Wrapper>
  );
}
