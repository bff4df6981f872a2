import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { todayUtc } from "@q2c/domain";
import { useNavigate } from "react-router";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { FormDialog } from "../../app/forms/form-dialog.tsx";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import {
  createBodyOf,
  type NewContractValues,
  newContractValues,
  ZNewContractForm,
} from "./contract-form-values.ts";
import { contractPath } from "./contract-format.ts";
import { CustomerSelect } from "./customer-select.tsx";
import { CONTRACT_TEXTS as T } from "./texts.ts";
import { useContractMutations } from "./use-contracts.ts";

/** A customer the dialog is opened for (the customer's Contracts tab); else the user picks one. */
export interface FixedCustomer {
  id: string;
  name: string;
}

function AddContractForm({ customer, onDone }: { customer?: FixedCustomer; onDone: () => void }) {
  const navigate = useNavigate();
  const { create } = useContractMutations();
  const form = useForm<NewContractValues>({
    initialValues: newContractValues(customer?.id ?? null, todayUtc()),
    validate: zodValidate(ZNewContractForm),
  });

  const save = (values: NewContractValues) =>
    create.mutate(createBodyOf(values), {
      onSuccess: (created) => {
        notifySuccess(T.created);
        onDone();
        navigate(contractPath(created.id));
      },
      onError: (error) => showSaveError(form, error),
    });

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        {customer ? (
          <TextInput label={T.customer} value={customer.name} readOnly error={form.errors.accountId} />
        ) : (
          <CustomerSelect
            label={T.customer}
            placeholder={T.customerPlaceholder}
            withAsterisk
            data-autofocus
            {...form.getInputProps("accountId")}
          />
        )}
        <TextInput
          label={T.contractName}
          withAsterisk
          data-autofocus={customer ? true : undefined}
          {...form.getInputProps("name")}
        />
        <TextInput label={T.reference} {...form.getInputProps("reference")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput type="date" label={T.startDate} withAsterisk {...form.getInputProps("startsOn")} />
          <TextInput
            type="date"
            label={T.endDate}
            description={T.endDateHelp}
            {...form.getInputProps("endsOn")}
          />
        </SimpleGrid>
        <FormModalFooter editing={false} dirty={form.isDirty()} saving={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** Add contract: the customer (unless fixed), name, reference and period; then on to the new contract. */
export function AddContractModal({
  opened,
  onClose,
  customer,
}: {
  opened: boolean;
  onClose: () => void;
  customer?: FixedCustomer;
}) {
  return (
    <FormDialog dialog={opened ? true : null} title={T.add} onClose={onClose}>
      {() => <AddContractForm customer={customer} onDone={onClose} />}
    </FormDialog>
  );
}
