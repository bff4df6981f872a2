import { Button, Group, Paper, Select, Stack, TextInput } from "@mantine/core";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES, TERM_MONTHS } from "@q2c/domain";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { useLeaveAfterSave } from "../../app/forms/use-leave-after-save.ts";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { QuoteBasicsFields, useQuoteDefaults } from "./quote-basics-fields.tsx";
import {
  emptyQuoteForm,
  isQuickQuote,
  locationErrors,
  type QuoteFormValues,
  quoteBody,
  ZQuoteForm,
} from "./quote-form-model.ts";
import { QuoteLocationFields } from "./quote-location-fields.tsx";
import { QUOTE_TEXTS as T, termLabel } from "./texts.ts";
import { useCreateQuote, useCustomerChoices, useFixedCustomer } from "./use-quotes.ts";

const TERM_OPTIONS = TERM_MONTHS.map((m) => ({ value: String(m), label: termLabel(m) }));

/** Server field names of POST /projects → the form's fields. */
function formField(field: string): string {
  if (field === "termMonths") return "term";
  const location = /^locations\.0\.(.+)$/.exec(field)?.[1];
  if (location === undefined) return field;
  if (location === "name") return "locationName";
  if (location === "locationId") return "addressId";
  return location;
}

/** The customer of the form: a search over the MSP's customers, or fixed on a customer's page. */
function CustomerField({ fixedId, form }: { fixedId?: string; form: UseFormReturnType<QuoteFormValues> }) {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const fixed = useFixedCustomer(fixedId);
  const choices = useCustomerChoices(q, fixedId === undefined);
  if (fixedId !== undefined)
    return <TextInput label={T.customerLabel} value={fixed.data?.accountName ?? "…"} readOnly />;
  return (
    <Select
      label={T.customerLabel}
      placeholder={T.customerPlaceholder}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={MESSAGES.noResultsFound}
      data={(choices.data?.data ?? []).map((a) => ({ value: a.id, label: a.accountName }))}
      {...form.getInputProps("accountId")}
    />
  );
}

/**
 * /quotes/add, /projects/add and /customers/:accountId/projects/add: a new quote for a customer
 * (fixed on the customer's route), with its term and optionally a first location and buildings;
 * then on to the builder.
 */
export default function QuoteFormPage() {
  const { accountId } = useParams();
  const navigate = useNavigate();
  const create = useCreateQuote();
  const { leaving, leave } = useLeaveAfterSave();
  const customer = useFixedCustomer(accountId);
  // Only the customer's route has a page crumb (the customer's name).
  usePageTitle(accountId !== undefined ? customer.data?.accountName : undefined);
  const form = useForm<QuoteFormValues>({
    initialValues: emptyQuoteForm(accountId ?? null),
    validate: (values) => ({ ...zodValidate(ZQuoteForm)(values), ...locationErrors(values) }),
  });
  const defaults = useQuoteDefaults(form);
  useUnsavedChangesPrompt(form.isDirty() && !create.isPending && !leaving);
  const backTo = accountId ? `/customers/${encodeURIComponent(accountId)}/view/projects` : "/quotes";

  const save = (values: QuoteFormValues) =>
    create.mutate(
      { quick: isQuickQuote(values, defaults), body: quoteBody(values) },
      {
        onSuccess: (created) => {
          notifySuccess(T.created);
          leave(`/projects/${encodeURIComponent(created.id)}/edit`);
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0)
            form.setErrors(
              Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [formField(k), v])),
            );
          else notifyError(error, { fallback: MESSAGES.couldNotBeSaved });
        },
      },
    );

  return (
    <Stack gap="lg">
      <PageHeader title={T.create} intro={T.formIntro} />
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Paper withBorder p="lg" radius="md" maw={720}>
          <Stack gap="md">
            <CustomerField fixedId={accountId} form={form} />
            <TextInput label={T.dealName} withAsterisk data-autofocus {...form.getInputProps("dealName")} />
            <Select
              label={T.term}
              data={TERM_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps("term")}
            />
            <QuoteBasicsFields form={form} defaults={defaults} />
            <QuoteLocationFields form={form} />
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={() => navigate(backTo)}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>
    </Stack>
  );
}
