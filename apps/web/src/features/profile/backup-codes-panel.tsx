import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from "@mantine/core";
import { IconCheck, IconCopy, IconDownload } from "@tabler/icons-react";
import { WEB_TEXTS } from "../../app/texts.ts";

function download(codes: readonly string[]): void {
  const blob = new Blob([`${codes.join("\n")}\n`], { type: "text/plain" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = "backup-codes.txt";
  link.click();
  URL.revokeObjectURL(url);
}

/** New backup codes, shown once: the server keeps only their hashes. */
export function BackupCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="warning" variant="light" title="Backup codes">
        {WEB_TEXTS.backupCodesOnce}
      </Alert>
      <SimpleGrid
        cols={{ base: 2, xs: 3 }}
        spacing="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join("\n")}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? "Copied" : "Copy"}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => download(codes)}
        >
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}
