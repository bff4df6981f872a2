import { Group, Stack } from "@mantine/core";
import { IconFileCertificate } from "@tabler/icons-react";
import { useState } from "react";
import { AddButton } from "../../app/lists/add-button.tsx";
import { AddContractModal } from "./add-contract-modal.tsx";
import { ContractList } from "./contract-list.tsx";
import { CONTRACT_TEXTS as T } from "./texts.ts";

/** The customer view's Contracts tab: that customer's contracts, and Add contract preset to them. */
export function CustomerContractsTab({ accountId, accountName }: { accountId: string; accountName: string }) {
  const [adding, setAdding] = useState(false);
  const add = <AddButton onClick={() => setAdding(true)}>{T.add}</AddButton>;
  return (
    <Stack gap="md">
      <Group justify="flex-end">{add}</Group>
      <ContractList
        label={T.tableLabel}
        accountId={accountId}
        empty={{
          title: T.noCustomerContracts,
          description: T.noCustomerContractsText,
          icon: <IconFileCertificate size={28} aria-hidden />,
          action: add,
        }}
      />
      <AddContractModal
        opened={adding}
        onClose={() => setAdding(false)}
        customer={{ id: accountId, name: accountName }}
      />
    </Stack>
  );
}
