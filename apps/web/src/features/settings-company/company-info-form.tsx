import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import type { TAccountDetail } from "@q2c/domain";
import { ApiError } from "../../api/api-error.ts";
import { getSessionUser, saveSessionUser } from "../../api/session-storage.ts";
import { notifySuccess, notifyWarning } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { useCan } from "../../app/session/use-can.ts";
import { AddressFields } from "./address-fields.tsx";
import { type CompanyValues, companyRequestOf, companyValuesOf, ZCompanyForm } from "./company-schema.ts";
import { useCompanyAccount, useDistributors, useUpdateCompany } from "./use-company.ts";

export interface CompanyInfoFormProps {
  account: TAccountDetail;
  /** Without the administrator rule the fields are shown read-only (PUT /accounts/:id would refuse). */
  readOnly: boolean;
  /** The form's id, so that a button elsewhere (the onboarding's Next) can submit it. */
  formId?: string;
  /** Hides the form's own buttons when another control submits it. */
  hideActions?: boolean;
  /** After a save, or at once when nothing changed. */
  onSaved?: () => void;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Company info fields of foundation §3, saved with PUT /accounts/:id and the version read. */
export function CompanyInfoForm({
  account,
  readOnly,
  formId,
  hideActions = false,
  onSaved,
}: CompanyInfoFormProps) {
  const update = useUpdateCompany(account.id);
  const refetch = useCompanyAccount(account.id).refetch;
  const form = useForm<CompanyValues>({
    initialValues: companyValuesOf(account),
    validate: zodValidate(ZCompanyForm),
  });
  useUnsavedChangesPrompt(form.isDirty() && !update.isPending);
  // The distributors to choose from are the catalogue's: customers and link partners do not read it.
  const readsCatalogue = useCan("catalogue.read");
  const distributors = useDistributors(!readOnly && readsCatalogue);
  const current = form.values.defaultDistributor;
  const distributorOptions = (distributors.data?.data ?? []).map((a) => ({
    value: a.id,
    label: a.name,
  }));
  if (current && !distributorOptions.some((o) => o.value === current)) {
    distributorOptions.push({ value: current, label: "Distributor chosen earlier" });
  }

  const save = (values: CompanyValues) => {
    if (!form.isDirty()) {
      onSaved?.();
      return;
    }
    update.mutate(companyRequestOf(values, account), {
      onSuccess: (saved) => {
        const user = getSessionUser();
        if (user && user.accountId === saved.id && user.accountName !== saved.accountName) {
          saveSessionUser({ ...user, accountName: saved.accountName });
        }
        form.resetDirty();
        notifySuccess("Company information", "updated");
        onSaved?.();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          notifyWarning(
            "The company information was changed by someone else. The latest version has been loaded; make your changes again.",
          );
          void refetch();
          return;
        }
        showSaveError(form, error);
      },
    });
  };

  // Read-only fields show no example text, which would read as a stored value.
  const text = (path: keyof CompanyValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      readOnly={readOnly}
      {...extra}
      {...(readOnly ? { placeholder: undefined } : {})}
      {...form.getInputProps(path)}
    />
  );

  return (
    <form id={formId} noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="lg">
        <Section title="Company">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("accountName", "Account name", { withAsterisk: !readOnly })}
            {text("brandName", "Brand name")}
            {text("legalName", "Legal name", { autoComplete: "organization" })}
            {text("dba", "DBA (doing business as)")}
            {text("federalTaxId", "Federal tax ID")}
            {text("dateEstablished", "Date established", { type: "date" })}
            {text("stateOfFormation", "State of formation")}
          </SimpleGrid>
        </Section>
        <Section title="Addresses">
          <AddressFields form={form} field="hqAddress" legend="HQ address" readOnly={readOnly} />
          <AddressFields
            form={form}
            field="billingAddress"
            legend="Billing address"
            copyFromHq
            readOnly={readOnly}
          />
          <AddressFields
            form={form}
            field="paymentAddress"
            legend="Payment address"
            copyFromHq
            readOnly={readOnly}
          />
        </Section>
        <Section title="Contact and sales">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("businessPhone", "Business phone", { type: "tel", autoComplete: "tel" })}
            {text("supportHours", "Support hours", { placeholder: "Mon-Fri 8:00-18:00 ET" })}
            {text("creditLimit", "Credit limit (USD)", { inputMode: "decimal", placeholder: "1200.50" })}
          </SimpleGrid>
          <TagsInput
            label="Trusted domains"
            description="E-mail domains of your company, e.g. example.com. Press Enter after each."
            readOnly={readOnly}
            clearable={!readOnly}
            splitChars={[",", " "]}
            {...form.getInputProps("trustedDomains")}
          />
        </Section>
        <Section title="Marketplace and distribution">
          <Switch
            label="Show in marketplace"
            disabled={readOnly}
            {...form.getInputProps("showInMarketplace", { type: "checkbox" })}
          />
          <Switch
            label="Digital distributor"
            disabled={readOnly}
            {...form.getInputProps("digitalDistributor", { type: "checkbox" })}
          />
          <Select
            label="Default distributor"
            placeholder={
              distributorOptions.length === 0 ? "No distributors available to your account" : "None"
            }
            data={distributorOptions}
            clearable
            readOnly={readOnly}
            disabled={!readOnly && distributorOptions.length === 0}
            {...form.getInputProps("defaultDistributor")}
          />
        </Section>
        {readOnly || hideActions ? null : (
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => form.reset()}
              disabled={!form.isDirty() || update.isPending}
            >
              Discard changes
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
