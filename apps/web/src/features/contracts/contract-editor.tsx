import type { TContract } from "@q2c/domain";
import { useMemo } from "react";
import { useRecordEditor } from "../../app/forms/use-record-editor.ts";
import { ContractForm } from "./contract-form.tsx";
import { formValuesOf, fullCreateBodyOf, updateBodyOf } from "./contract-form-values.ts";
import { CONTRACTS_PATH, contractPath } from "./contract-format.ts";
import { CONTRACT_TEXTS as T } from "./texts.ts";
import { useContractMutations } from "./use-contracts.ts";

export interface ContractEditorProps {
  contract: TContract;
  /** Reads the contract again (Reload after someone else saved first). */
  refetch: () => Promise<unknown>;
}

/**
 * Shows and saves one contract with its agreed prices. A stale save (409) says so and offers Reload
 * (their version) or Re-apply (these changes on top of it); Delete says that quotes keep their prices.
 */
export function ContractEditor({ contract, refetch }: ContractEditorProps) {
  const editor = useRecordEditor({
    current: contract,
    refetch,
    mutations: useContractMutations(),
    title: T.created,
    // Contracts are added in the Add contract dialog; this page always holds a saved one.
    createBody: fullCreateBodyOf(contract.accountId),
    updateBody: updateBodyOf,
    createdPath: (created: TContract) => contractPath(created.id),
    backTo: CONTRACTS_PATH,
    deleteMessage: T.deleteQuestion,
    reapply: true,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for a fresh object.
  const initialValues = useMemo(() => formValuesOf(contract), [contract, editor.reloads]);

  return <ContractForm {...editor.formProps} initialValues={initialValues} readOnly={false} />;
}
