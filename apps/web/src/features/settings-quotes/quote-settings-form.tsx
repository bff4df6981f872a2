import { NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import type { TQuoteSettings } from "@q2c/domain";
import { useMemo, useState } from "react";
import { isApiError } from "../../api/api-error.ts";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import { RecordFormFrame, useFormBaseline } from "../../app/forms/record-form-parts.tsx";
import {
  bodyOf,
  type QuoteSettingsValues,
  validateQuoteSettings,
  valuesOf,
} from "./quote-settings-values.ts";
import { useSaveQuoteSettings } from "./use-quote-settings.ts";

type ErrorTarget = { setErrors: (errors: FormErrors) => void };

export const QUOTE_SETTINGS_TEXTS = {
  title: "Quote Settings",
  intro:
    "What new quotes start with, the margin and discount a quote may reach without a manager's approval, and when an accepted quote's order is made.",
  couldNotLoad: "The quote settings could not be loaded.",
  loading: "Loading the quote settings",
  saved: "Quote settings",
  validDays: "Valid days",
  validDaysHelp: "A new quote is valid for this many days from its quote date.",
  paymentTerms: "Default payment terms",
  paymentTermsHelp: "New quotes start with these terms, e.g. Net 30.",
  minMargin: "Minimum gross margin (%)",
  minMarginHelp: "Lines and quotes below it need a manager's approval past Review. Empty: no minimum.",
  maxDiscount: "Maximum discount (%)",
  maxDiscountHelp: "Lines and quotes above it need a manager's approval past Review. Empty: no maximum.",
  orderAtAcceptance: "Make the order when a quote is accepted",
  orderAtAcceptanceHelp:
    "On: the order is made from all of the quote's chosen lines as soon as the quote is accepted. Off: the quote stays accepted without an order, and the order is made from the quote with Create order, choosing which categories of lines to order and where each building's equipment ships.",
  readOnly: { title: "Read-only", text: "Only administrators change the quote settings." },
} as const;
const T = QUOTE_SETTINGS_TEXTS;

export interface QuoteSettingsFormProps {
  settings: TQuoteSettings;
  /** Reads the settings again (after someone else saved first). */
  refetch: () => Promise<unknown>;
  readOnly: boolean;
}

/**
 * The quote defaults and guardrails, saved with the version read. A save someone else beat (409) says so
 * and offers their version (Reload) or sending these values again on top of it (Re-apply), as the
 * shared record forms do.
 */
export function QuoteSettingsForm({ settings, refetch, readOnly }: QuoteSettingsFormProps) {
  const save = useSaveQuoteSettings();
  const [reloads, setReloads] = useState(0);
  const [refused, setRefused] = useState<{ values: QuoteSettingsValues; version: number | null } | null>(
    null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reload starts the form over even when equal.
  const initialValues = useMemo(() => valuesOf(settings), [settings, reloads]);
  const form = useForm<QuoteSettingsValues>({ initialValues, validate: validateQuoteSettings });
  useFormBaseline(form, initialValues);

  const send = (values: QuoteSettingsValues, version: number, target: ErrorTarget) =>
    save.mutate(bodyOf(values, version), {
      onSuccess: (answer) => {
        if (isApiError(answer)) {
          const next = answer.body?.version;
          setRefused({ values, version: typeof next === "number" ? next : null });
          return;
        }
        setRefused(null);
        notifySuccess(T.saved, "updated");
      },
      onError: (error) => showSaveError(target, error),
    });

  const conflict = refused !== null;
  const reapplyVersion = refused?.version ?? null;
  return (
    <RecordFormFrame
      form={form}
      readOnlyNote={readOnly ? T.readOnly : null}
      record={{
        isNew: false,
        readOnly,
        saving: save.isPending,
        conflict,
        onReload: () =>
          void refetch().then(() => {
            setRefused(null);
            setReloads((n) => n + 1);
          }),
        onReapply:
          refused && reapplyVersion !== null ? () => send(refused.values, reapplyVersion, form) : undefined,
        onSubmit: (values, target) => send(values, settings.version, target),
        onCancel: () => form.reset(),
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={T.validDays}
            description={T.validDaysHelp}
            withAsterisk={!readOnly}
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            readOnly={readOnly}
            {...form.getInputProps("validDays")}
          />
          <span />
          <TextInput
            label={T.minMargin}
            description={T.minMarginHelp}
            inputMode="decimal"
            rightSection="%"
            readOnly={readOnly}
            {...form.getInputProps("minMarginPercent")}
          />
          <TextInput
            label={T.maxDiscount}
            description={T.maxDiscountHelp}
            inputMode="decimal"
            rightSection="%"
            readOnly={readOnly}
            {...form.getInputProps("maxDiscountPercent")}
          />
        </SimpleGrid>
        <Textarea
          label={T.paymentTerms}
          description={T.paymentTermsHelp}
          rows={2}
          readOnly={readOnly}
          {...form.getInputProps("paymentTerms")}
        />
        <Switch
          label={T.orderAtAcceptance}
          // Mantine's label wraps the description too: the switch is named by its label alone.
          aria-label={T.orderAtAcceptance}
          description={T.orderAtAcceptanceHelp}
          disabled={readOnly}
          {...form.getInputProps("orderAtAcceptance", { type: "checkbox" })}
        />
      </Stack>
    </RecordFormFrame>
  );
}
