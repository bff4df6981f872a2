import { Text } from "@mantine/core";

/** A table cell's error (a job's last failure, a mail's SMTP answer), cut to two lines; a dash without one. */
export function ErrorText({ error }: { error: string | null | undefined }) {
  return error ? (
    <Text size="sm" c="var(--mantine-color-error)" lineClamp={2}>
      {error}
    </Text>
  ) : (
    "—"
  );
}
