import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  PARTNER_COMPANY_TYPES,
  type PartnerCompanyType,
  requiredMessage,
  type TAccountDetail,
  zRequiredText,
} from "@q2c/domain";
import { z } from "zod";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { COMPANY_TYPE_LABELS } from "./account-labels.ts";
import { useAccountMutations } from "./use-account-mutations.ts";

/** The platform owner's new partner: a name and one of the partner company types (foundation §1). */
const ZCreatePartnerForm = z.object({
  accountName: zRequiredText("Account name", 200),
  companyType: z.enum(PARTNER_COMPANY_TYPES, { error: requiredMessage("Company type") }),
});
interface PartnerFormValues {
  accountName: string;
  companyType: PartnerCompanyType | null;
}

const TYPE_OPTIONS = PARTNER_COMPANY_TYPES.map((value) => ({ value, label: COMPANY_TYPE_LABELS[value] }));

function CreatePartnerForm({ onDone }: { onDone: (created?: TAccountDetail) => void }) {
  const { create } = useAccountMutations();
  const form = useForm<PartnerFormValues>({
    initialValues: { accountName: "", companyType: null },
    validate: zodValidate(ZCreatePartnerForm),
  });
  useUnsavedChangesPrompt(form.isDirty() && !create.isPending);
  const save = (values: PartnerFormValues) =>
    create.mutate(
      { accountName: values.accountName.trim(), companyType: values.companyType ?? undefined },
      {
        onSuccess: (created) => {
          notifySuccess("Account");
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
        <Select
          label="Company type"
          placeholder="Choose a type"
          withAsterisk
          data={TYPE_OPTIONS}
          {...form.getInputProps("companyType")}
        />
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

/** "Add account" on /accounts: MSPs and partners, created by the platform owner. */
export function CreateAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal closeButtonProps={{ "aria-label": "Close" }} opened={opened} onClose={onClose} title="Add account">
      {opened ? <CreatePartnerForm onDone={onClose} /> : null}
    </Modal>
  );
}
