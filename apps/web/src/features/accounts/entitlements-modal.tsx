import { Button, Group, Modal, SimpleGrid, Skeleton, Stack, Switch, Text } from "@mantine/core";
import { ENTITLEMENT_FLAGS, type EntitlementFlag, MESSAGES } from "@q2c/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { accountsApi } from "../../api/accounts-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { ENTITLEMENT_LABELS } from "./account-labels.ts";
import { useAccountMutations } from "./use-account-mutations.ts";

type Flags = Record<EntitlementFlag, boolean>;

const flagsOf = (answer: Record<string, boolean> | undefined): Flags =>
  Object.fromEntries(ENTITLEMENT_FLAGS.map((f) => [f, answer?.[f] === true])) as Flags;

/** The entitlement switches of one account (PUT /accounts/:id/entitlements, platform owner only). */
function EntitlementsForm({ accountId, onDone }: { accountId: string; onDone: () => void }) {
  const detail = useQuery({
    queryKey: queryKeys.account(accountId, "entitlements"),
    queryFn: () => accountsApi.get(accountId, { entitlements: true }),
  });
  useQueryErrorNotice(detail.error, MESSAGES.couldNotLoadAccounts);
  const saved = detail.data ? flagsOf(detail.data.entitlements) : null;
  // The switches as the user set them; untouched, they show what was loaded.
  const [edited, setEdited] = useState<Flags | null>(null);
  const flags = edited ?? saved;
  const { entitlements } = useAccountMutations();
  const changes = Object.fromEntries(
    ENTITLEMENT_FLAGS.filter((f) => flags && saved && flags[f] !== saved[f]).map((f) => [f, flags?.[f]]),
  ) as Partial<Flags>;
  const dirty = Object.keys(changes).length > 0;
  useUnsavedChangesPrompt(dirty && !entitlements.isPending);

  if (flags === null) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        role="status"
        aria-busy="true"
        aria-label="Loading the entitlements"
      >
        {ENTITLEMENT_FLAGS.map((f) => (
          <Skeleton key={f} height={24} />
        ))}
      </SimpleGrid>
    );
  }
  const save = () =>
    entitlements.mutate(
      { id: accountId, changes },
      {
        onSuccess: () => {
          notifySuccess("Entitlements", "updated");
          onDone();
        },
        onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }),
      },
    );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {ENTITLEMENT_FLAGS.map((f) => (
          <Switch
            key={f}
            label={ENTITLEMENT_LABELS[f]}
            checked={flags[f]}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setEdited({ ...flags, [f]: on });
            }}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={save} loading={entitlements.isPending} disabled={!dirty || entitlements.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/** A dialog around the entitlement switches of `account` (null: closed). */
export function EntitlementsModal({
  account,
  onClose,
}: {
  account: { id: string; accountName: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={account !== null}
      onClose={onClose}
      title="Entitlements"
      size="lg"
    >
      {account ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            What {account.accountName} may use. Pages that need a switched-off entitlement send its users to
            the dashboard.
          </Text>
          <EntitlementsForm key={account.id} accountId={account.id} onDone={onClose} />
        </Stack>
      ) : null}
    </Modal>
  );
}
