import { Button, EmptyState, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { CONTRACT_MESSAGES, type TContractListItem, type TProject } from "@q2c/domain";
import { IconFileCertificate } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { contractsApi } from "../../api/contracts-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { notifyDone } from "../../app/feedback/notify.tsx";
import { ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { CONTRACTS_PATH, canUseContracts, formatDay } from "../contracts/contract-format.ts";
import { useContractList } from "../contracts/use-contracts.ts";
import type { BuilderActions } from "./builder-actions.ts";
import { allLines } from "./draft-model.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

/** A customer with more contracts in force at once than this is not one a dialog has to page through. */
const CONTRACTS_SHOWN = 100;

export interface ApplyContractDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The quote's customer, whose contracts in force the dialog offers. */
  project: Pick<TProject, "accountId" | "accountName">;
  actions: Pick<BuilderActions, "applyContract" | "currentDraft">;
}

/** How many of the draft's lines are of the given products: the lines apply-contract would reprice. */
export function matchingLineCount(draft: TProject | null, productIds: ReadonlySet<string>): number {
  if (draft === null) return 0;
  return allLines(draft).filter((line) => line.productId !== null && productIds.has(line.productId)).length;
}

/** The picked contract's agreed products (GET /contracts/:id) against the quote's lines. */
function useRepricedCount(contractId: string | null, actions: ApplyContractDialogProps["actions"]) {
  const contract = useQuery({
    queryKey: queryKeys.contract(contractId ?? ""),
    // A contract deleted since the list loaded shows the dialog's error state; the builder stays open.
    queryFn: () => contractsApi.get(contractId ?? "", { redirectOnNotFound: false }),
    enabled: contractId !== null,
  });
  if (contract.isError) return { loading: false, count: null, failed: true };
  if (contractId === null || !contract.data) return { loading: contract.isFetching, count: null };
  const products = new Set(contract.data.products.map((p) => p.productId));
  return { loading: false, count: matchingLineCount(actions.currentDraft(), products) };
}

function NoContract({ customer }: { customer: string }) {
  const ctx = useAccessContext();
  return (
    <EmptyState
      icon={<IconFileCertificate size={28} aria-hidden />}
      withIndicatorBackground
      title={T.noContractInForce}
      description={T.noContractInForceText(customer)}
    >
      {canUseContracts(ctx) ? (
        <EmptyState.Actions>
          <Button component={Link} to={CONTRACTS_PATH} variant="default" size="xs">
            {T.manageContracts}
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}

function ContractChoice({ contract, note }: { contract: TContractListItem; note: string | null }) {
  const period = T.contractPeriod(
    formatDay(contract.startsOn),
    contract.endsOn === null ? null : formatDay(contract.endsOn),
  );
  return (
    <Radio
      value={contract.id}
      label={contract.name}
      description={
        <>
          {period}
          {note ? (
            <Text component="span" size="xs" display="block" c="bright" aria-live="polite">
              {note}
            </Text>
          ) : null}
        </>
      }
    />
  );
}

function ContractPicker({ project, actions, onClose }: Omit<ApplyContractDialogProps, "opened">) {
  const list = useContractList({ accountId: project.accountId, status: "active", limit: CONTRACTS_SHOWN });
  const contracts = list.data?.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  // One contract in force is the one meant; with several the user picks.
  const picked = chosen ?? (contracts.length === 1 ? (contracts[0]?.id ?? null) : null);
  const repriced = useRepricedCount(picked, actions);

  if (list.isPending) return <ListSkeleton label={T.contractsLoading} rows={2} />;
  if (list.isError)
    return <ListError message={T.contractsCouldNotLoad} onRetry={() => void list.refetch()} />;
  if (contracts.length === 0) return <NoContract customer={project.accountName} />;

  const note = repriced.failed
    ? T.contractCouldNotLoad
    : repriced.loading
      ? T.countingLines
      : repriced.count === null
        ? null
        : repriced.count === 0
          ? CONTRACT_MESSAGES.noMatchingLines
          : T.wouldReprice(repriced.count);
  const count = repriced.count ?? 0;
  const confirm = () => {
    if (picked === null || count === 0) return;
    actions.applyContract(picked, () => notifyDone(T.contractApplied(count)));
    onClose();
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label={T.contractChoice}
          description={T.applyContractIntro(project.accountName)}
          value={picked}
          onChange={setChosen}
        >
          <Stack gap="sm" mt="xs">
            {contracts.map((c) => (
              <ContractChoice key={c.id} contract={c} note={c.id === picked ? note : null} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={repriced.loading} disabled={picked === null || count === 0}>
            {T.applyContractConfirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Apply contract: the quote customer's contracts in force, each with its period; the one picked says how
 * many of the quote's lines take its agreed price. Confirming posts apply-contract through the builder's
 * queue (with the version current when it is sent, a 409 offering Reload or Re-apply), after which the
 * quote is read again and a notification says how many lines changed.
 */
export function ApplyContractDialog({ opened, onClose, project, actions }: ApplyContractDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={T.applyContractTitle}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {opened ? <ContractPicker project={project} actions={actions} onClose={onClose} /> : null}
    </Modal>
  );
}
