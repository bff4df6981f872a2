import { Stack } from "@mantine/core";
import { IconFileCertificate } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { AddContractModal } from "./add-contract-modal.tsx";
import { ContractList } from "./contract-list.tsx";
import { CONTRACT_TEXTS as T } from "./texts.ts";

/** /contract: the MSP's contracts with its customers, filtered by status and customer; Add contract. */
export default function ContractsPage() {
  const [adding, setAdding] = useState(false);
  const add = <AddButton onClick={() => setAdding(true)}>{T.add}</AddButton>;
  return (
    <Stack gap="lg">
      <PageHeader title={T.title} intro={T.intro} actions={add} />
      <ContractList
        label={T.tableLabel}
        empty={{
          title: T.noContracts,
          description: T.noContractsText,
          icon: <IconFileCertificate size={28} aria-hidden />,
          action: add,
        }}
      />
      <AddContractModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
