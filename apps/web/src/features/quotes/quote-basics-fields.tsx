import { Alert, Anchor, Group, Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { addDays, MESSAGES, type TQuoteSettings, utcDay } from "@q2c/domain";
import { IconTemplate } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useCustomerContacts, useQuoteSettings, useQuoteTemplates } from "../../api/quote-lifecycle-api.ts";
import type { QuoteDefaults, QuoteFormValues } from "./quote-form-model.ts";
import { QuoteTemplatesDialog } from "./quote-templates-dialog.tsx";
import { TEMPLATE_TEXTS as T } from "./template-texts.ts";

/** A new quote's valid-until and payment terms by the company's quote settings. */
export const defaultsOf = (settings: TQuoteSettings, today = utcDay()): QuoteDefaults => ({
  validUntil: addDays(today, settings.validDays),
  paymentTerms: settings.paymentTerms,
});

/**
 * The company's defaults, put into the form once they come while the user has not typed there (the
 * form's starting values move with them, so an untouched form is not "unsaved").
 */
export function useQuoteDefaults(form: UseFormReturnType<QuoteFormValues>): QuoteDefaults | null {
  const settings = useQuoteSettings();
  const defaults = settings.data ? defaultsOf(settings.data) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new settings fill the fields.
  useEffect(() => {
    if (!defaults) return;
    const fill: Partial<QuoteFormValues> = {};
    if (form.values.validUntil === "") fill.validUntil = defaults.validUntil;
    if (form.values.paymentTerms === "") fill.paymentTerms = defaults.paymentTerms;
    if (Object.keys(fill).length === 0) return;
    // Setting values clears the form's errors: those already shown stay.
    const errors = form.errors;
    form.setInitialValues({ ...form.getInitialValues(), ...fill });
    form.setValues(fill);
    form.resetDirty({ ...form.getValues(), ...fill });
    form.setErrors(errors);
  }, [settings.data]);
  return defaults;
}

/** The customer contact: users of the chosen customer's account. */
function ContactField({ form }: { form: UseFormReturnType<QuoteFormValues> }) {
  const accountId = form.values.accountId;
  const contacts = useCustomerContacts(accountId);
  const options = (contacts.data?.data ?? [])
    .filter((u) => u.active)
    .map((u) => ({ value: u.id, label: u.displayName || u.email }));
  // Another customer's user is no contact of this one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new customer clears the contact.
  useEffect(() => {
    if (form.values.contactUserId !== null) form.setFieldValue("contactUserId", null);
  }, [accountId]);
  let description: string | undefined;
  if (!accountId) description = T.contactNeedsCustomer;
  else if (contacts.isSuccess && options.length === 0) description = T.contactNone;
  return (
    <Select
      label={T.contact}
      placeholder={T.contactPlaceholder}
      description={description}
      data={options}
      disabled={!accountId}
      searchable
      clearable
      nothingFoundMessage={MESSAGES.noResultsFound}
      {...form.getInputProps("contactUserId")}
    />
  );
}

/** Start from template, with Manage templates beside it and what choosing one does. */
function TemplateField({ form }: { form: UseFormReturnType<QuoteFormValues> }) {
  const templates = useQuoteTemplates();
  const [managing, setManaging] = useState(false);
  const list = templates.data ?? [];
  const chosen = list.find((t) => t.id === form.values.templateId);
  // A template deleted meanwhile is no longer a choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new list checks the choice.
  useEffect(() => {
    if (templates.data && form.values.templateId !== null && !chosen) form.setFieldValue("templateId", null);
  }, [templates.data]);
  return (
    <>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Select
          label={T.startFrom}
          placeholder={T.noTemplate}
          description={templates.isError ? T.couldNotLoad : T.startFromHelp}
          data={list.map((t) => ({ value: t.id, label: t.name }))}
          clearable
          searchable
          nothingFoundMessage={T.none}
          style={{ flex: 1 }}
          {...form.getInputProps("templateId")}
        />
        <Anchor component="button" type="button" size="sm" mb={8} onClick={() => setManaging(true)}>
          {T.manage}
        </Anchor>
      </Group>
      {chosen ? (
        <Alert color="primary" icon={<IconTemplate size={18} aria-hidden />} role="status">
          {T.startFromChosen(chosen.name)}
        </Alert>
      ) : null}
      <QuoteTemplatesDialog opened={managing} onClose={() => setManaging(false)} />
    </>
  );
}

/** The create form's quote basics: contact, valid until, payment terms, and a template to start from. */
export function QuoteBasicsFields({
  form,
  defaults,
}: {
  form: UseFormReturnType<QuoteFormValues>;
  defaults: QuoteDefaults | null;
}) {
  const days = defaults
    ? Math.round((Date.parse(defaults.validUntil) - Date.parse(utcDay())) / 86_400_000)
    : null;
  return (
    <>
      <TemplateField form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ContactField form={form} />
        <TextInput
          type="date"
          label={T.validUntil}
          description={days !== null ? T.validUntilHelp(days) : undefined}
          {...form.getInputProps("validUntil")}
        />
      </SimpleGrid>
      <Textarea
        label={T.paymentTerms}
        rows={2}
        resize="vertical"
        maxLength={2000}
        {...form.getInputProps("paymentTerms")}
      />
    </>
  );
}
