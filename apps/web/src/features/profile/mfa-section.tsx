import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { MESSAGES, type TEnableMfaResponse } from "@q2c/domain";
import { type ReactNode, useState } from "react";
import type { SessionUser } from "../../api/session-storage.ts";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { WEB_TEXTS } from "../../app/texts.ts";
import { BackupCodesPanel } from "./backup-codes-panel.tsx";
import { CodeForm } from "./code-form.tsx";
import { MfaSetup } from "./mfa-setup.tsx";
import { useBackupCodesCount, useMfaActions } from "./use-mfa.ts";

type View =
  | { kind: "status" }
  | { kind: "setup"; setup: TEnableMfaResponse }
  | { kind: "codes"; codes: string[] }
  | { kind: "disable" }
  | { kind: "regenerate" };

const MFA = "Two-factor authentication";

/** Turn MFA on (QR code, first code, backup codes), turn it off, renew backup codes. */
export function MfaSection({ user }: { user: SessionUser }) {
  const [view, setView] = useState<View>({ kind: "status" });
  const actions = useMfaActions(user.id);
  const count = useBackupCodesCount(user.id, user.mfaEnabled);
  const status = () => setView({ kind: "status" });
  const wrongCode = (error: unknown) => notifyError(error, { fallback: MESSAGES.wrongMfaCode });

  let body: ReactNode;
  switch (view.kind) {
    case "setup":
      body = (
        <MfaSetup
          setup={view.setup}
          pending={actions.confirm.isPending}
          onCancel={status}
          onConfirm={(code) =>
            actions.confirm.mutate(code, {
              onSuccess: (codes) => {
                notifySuccess(MFA, "turned on");
                setView({ kind: "codes", codes });
              },
              onError: wrongCode,
            })
          }
        />
      );
      break;
    case "codes":
      body = <BackupCodesPanel codes={view.codes} onDone={status} />;
      break;
    case "disable":
    case "regenerate": {
      const disabling = view.kind === "disable";
      const mutation = disabling ? actions.disable : actions.regenerate;
      body = (
        <CodeForm
          label="Authentication code"
          submitLabel={disabling ? "Turn off" : "Create new backup codes"}
          danger={disabling}
          pending={mutation.isPending}
          onCancel={status}
          onSubmit={(code) =>
            disabling
              ? actions.disable.mutate(code, {
                  onSuccess: () => {
                    notifySuccess(MFA, "turned off");
                    status();
                  },
                  onError: wrongCode,
                })
              : actions.regenerate.mutate(code, {
                  onSuccess: (codes) => setView({ kind: "codes", codes }),
                  onError: wrongCode,
                })
          }
        />
      );
      break;
    }
    default:
      body = user.mfaEnabled ? (
        <Stack gap="sm">
          <Text size="sm">{count.data === undefined ? "\u00a0" : `${count.data} backup codes left.`}</Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => setView({ kind: "regenerate" })}>
              Create new backup codes
            </Button>
            <Button variant="outline" color="danger" onClick={() => setView({ kind: "disable" })}>
              Turn off
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button
            loading={actions.enable.isPending}
            onClick={() =>
              actions.enable.mutate(undefined, {
                onSuccess: (setup) => setView({ kind: "setup", setup }),
                onError: (error) => notifyError(error),
              })
            }
          >
            Turn on
          </Button>
        </Group>
      );
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {MFA}
          </Title>
          <Badge color={user.mfaEnabled ? "success" : "gray"} variant="light">
            {user.mfaEnabled ? "On" : "Off"}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {user.mfaEnabled ? WEB_TEXTS.mfaEnabled : WEB_TEXTS.mfaDisabled} A code from your phone is asked
          after your password.
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}
