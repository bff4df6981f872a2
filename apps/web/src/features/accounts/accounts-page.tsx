import { ActionIcon, Button, Group, Stack, Title, Tooltip } from "@mantine/core";
import { MESSAGES, type TAccount } from "@q2c/domain";
import { IconBuildingBank, IconPlus, IconToggleRight, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { AccountList } from "./account-list.tsx";
import { CreateAccountModal } from "./create-account-modal.tsx";
import { EntitlementsModal } from "./entitlements-modal.tsx";
import { useAccountMutations } from "./use-account-mutations.ts";

/** /accounts (platform owner): every account, with entitlements, creation of partners and deletion. */
export default function AccountsPage() {
  const user = useRequiredUser();
  const [creating, setCreating] = useState(false);
  const [entitled, setEntitled] = useState<TAccount | null>(null);
  const { remove } = useAccountMutations();

  const deleteAccount = async (account: TAccount) => {
    if (!(await confirmDelete({ title: `Delete ${account.accountName}` }))) return;
    remove.mutate(account.id, {
      onSuccess: () => notifySuccess("Account", "deleted"),
      // A 409 names why: users or accounts still beneath it.
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotDelete }),
    });
  };

  const actions = (account: TAccount) => {
    const own = account.id === user.accountId || account.kind === "platformOwner";
    return (
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Entitlements">
          <ActionIcon
            variant="subtle"
            aria-label={`Entitlements of ${account.accountName}`}
            onClick={() => setEntitled(account)}
            disabled={own}
          >
            <IconToggleRight size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="danger"
            aria-label={`Delete ${account.accountName}`}
            onClick={() => void deleteAccount(account)}
            disabled={own || (remove.isPending && remove.variables === account.id)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Accounts
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          Add account
        </Button>
      </Group>
      <AccountList
        label="Accounts"
        columns={["kind", "companyType", "parent", "status", "created"]}
        rowActions={actions}
        empty={{
          title: "No accounts yet",
          description: "Service providers and partners you add appear here.",
          icon: <IconBuildingBank size={28} aria-hidden />,
        }}
      />
      <CreateAccountModal opened={creating} onClose={() => setCreating(false)} />
      <EntitlementsModal account={entitled} onClose={() => setEntitled(null)} />
    </Stack>
  );
}
