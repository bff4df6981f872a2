import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES, requiredMessage, type TAccountDetail, zRequiredText } from "@q2c/domain";
import { useState } from "react";
import { z } from "zod";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { useAccountList } from "../accounts/use-account-list.ts";
import { useAccountMutations } from "../accounts/use-account-mutations.ts";

interface CustomerFormValues {
  accountName: string;
  parentId: string | null;
}

const ZCustomerForm = z.object({ accountName: zRequiredText("Account name", 200) });
// The platform owner names the service provider or link partner the customer sits beneath.
const ZOwnerCustomerForm = ZCustomerForm.extend({
  parentId: z
    .string({ error: requiredMessage("Service provider") })
    .min(1, requiredMessage("Service provider")),
});

/** Service providers and link partners matching the search, as parent choices. */
function useParentChoices(search: string, enabled: boolean) {
  const [q] = useDebouncedValue(search.trim(), 300);
  const msps = useAccountList({ type: "msp", q: q || undefined, limit: 50 });
  const links = useAccountList({ type: "link", q: q || undefined, limit: 50 });
  if (!enabled) return [];
  return [
    {
      group: "Service providers",
      items: (msps.data?.data ?? []).map((a) => ({ value: a.id, label: a.accountName })),
    },
    {
      group: "Link partners",
      items: (links.data?.data ?? []).map((a) => ({ value: a.id, label: a.accountName })),
    },
  ].filter((g) => g.items.length > 0);
}

function CustomerForm({ pickParent, onDone }: { pickParent: boolean; onDone: (c?: TAccountDetail) => void }) {
  const { create } = useAccountMutations();
  const [search, setSearch] = useState("");
  const choices = useParentChoices(search, pickParent);
  const form = useForm<CustomerFormValues>({
    initialValues: { accountName: "", parentId: null },
    validate: zodValidate(pickParent ? ZOwnerCustomerForm : ZCustomerForm),
  });
  useUnsavedChangesPrompt(form.isDirty() && !create.isPending);
  const save = (values: CustomerFormValues) =>
    create.mutate(
      {
        accountName: values.accountName.trim(),
        companyType: "customer",
        ...(pickParent && values.parentId ? { parentId: values.parentId } : {}),
      },
      {
        onSuccess: (created) => {
          notifySuccess("Customer");
          onDone(created);
        },
        onError: (error) => {
          showSaveError(form, error);
        },
      },
    );
  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        <TextInput label="Account name" withAsterisk data-autofocus {...form.getInputProps("accountName")} />
        {pickParent ? (
          <Select
            label="Service provider"
            description="The service provider or link partner this customer belongs to"
            placeholder="Search by name"
            withAsterisk
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage={MESSAGES.noResultsFound}
            data={choices}
            {...form.getInputProps("parentId")}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone()}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Add customer": a new customer beneath the user's MSP, or beneath a chosen one for the owner. */
export function CreateCustomerModal({
  opened,
  pickParent,
  onClose,
}: {
  opened: boolean;
  pickParent: boolean;
  onClose: (created?: TAccountDetail) => void;
}) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={opened}
      onClose={() => onClose()}
      title="Add customer"
    >
      {opened ? <CustomerForm pickParent={pickParent} onDone={onClose} /> : null}
    </Modal>
  );
}
