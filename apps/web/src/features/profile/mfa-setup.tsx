import { Code, CopyButton, Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import type { TEnableMfaResponse } from "@q2c/domain";
import { QRCodeSVG } from "qrcode.react";
import { CodeForm } from "./code-form.tsx";

export interface MfaSetupProps {
  setup: TEnableMfaResponse;
  pending: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/** Step 2 of turning MFA on: scan (or type) the secret, then prove it with the first code. */
export function MfaSetup({ setup, pending, onConfirm, onCancel }: MfaSetupProps) {
  return (
    <Stack gap="md">
      <Text size="sm">
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password…), then enter the code it shows.
      </Text>
      <Group align="flex-start" gap="xl">
        {/* A white frame keeps the code scannable in the dark theme too. */}
        <Paper p="sm" bg="white" withBorder>
          <QRCodeSVG
            value={setup.otpauthUrl}
            size={168}
            marginSize={0}
            title="QR code for your authenticator app"
            role="img"
            aria-label="QR code for your authenticator app"
          />
        </Paper>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Cannot scan it? Enter this key instead:
          </Text>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <UnstyledButton onClick={copy} aria-label={copied ? "Key copied" : "Copy the key"}>
                <Code fz="sm" style={{ wordBreak: "break-all" }}>
                  {setup.secret}
                </Code>
                <Text size="xs" c="dimmed" mt={4}>
                  {copied ? "Copied" : "Click to copy"}
                </Text>
              </UnstyledButton>
            )}
          </CopyButton>
        </Stack>
      </Group>
      <CodeForm
        label="Authentication code"
        submitLabel="Turn on"
        pending={pending}
        onSubmit={onConfirm}
        onCancel={onCancel}
      />
    </Stack>
  );
}
