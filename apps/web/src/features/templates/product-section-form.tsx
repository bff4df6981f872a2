import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  DOCUMENT_MESSAGES,
  type ProposalSectionType,
  type TProductDocumentSection,
  unknownMergeFields,
} from "@q2c/domain";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import { RecordFormFrame, useFormBaseline } from "../../app/forms/record-form-parts.tsx";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { RichTextField } from "./rich-text/rich-text-field.tsx";
import { SECTION_TYPE_OPTIONS, TEMPLATE_TEXTS as T } from "./texts.ts";
import {
  type ProductSectionKey,
  useProductDocumentSectionMutations,
} from "./use-product-document-section.ts";

interface Values {
  title: string;
  sectionType: ProposalSectionType;
  html: string;
}

const valuesOf = (s: TProductDocumentSection | null): Values =>
  s
    ? { title: s.title, sectionType: s.sectionType, html: s.html }
    : { title: "", sectionType: "scopeOfServices", html: "" };

function validate(v: Values) {
  const unknown = unknownMergeFields(v.html)[0];
  return unknown === undefined ? {} : { html: DOCUMENT_MESSAGES.unknownMergeField(unknown) };
}

export interface ProductSectionFormProps {
  sectionKey: ProductSectionKey;
  /** The company's own text for this template; null while it has none. */
  own: TProductDocumentSection | null;
  /** Without one, what documents print instead (a text for every template, the platform's): the start. */
  inherited: TProductDocumentSection | null;
  refetch: () => Promise<unknown>;
  readOnly: boolean;
  backTo: string;
}

/**
 * The item's own text for the template: created with version 0 (starting from what documents print now),
 * saved with its version, removed after asking (documents then print the inherited text again).
 */
export function ProductSectionForm({
  sectionKey,
  own,
  inherited,
  refetch,
  readOnly,
  backTo,
}: ProductSectionFormProps) {
  const { put, remove } = useProductDocumentSectionMutations(sectionKey);
  const navigate = useNavigate();
  const [conflict, setConflict] = useState(false);
  const [reloads, setReloads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reload starts the form over even when equal.
  const initialValues = useMemo(() => valuesOf(own ?? inherited), [own, inherited, reloads]);
  const form = useForm<Values>({ initialValues, validate });
  useFormBaseline(form, initialValues);

  const onSubmit = (values: Values) =>
    put.mutate(
      {
        ...values,
        title: values.title.trim(),
        templateId: sectionKey.templateId,
        version: own?.version ?? 0,
      },
      {
        onSuccess: (answer) => {
          if (isApiError(answer)) {
            setConflict(true);
            return;
          }
          setConflict(false);
          notifySuccess(T.productTextSaved, own ? "updated" : undefined);
        },
        onError: (error) => showSaveError(form, error),
      },
    );

  const onDelete = own
    ? () =>
        void confirmAndDelete(remove, undefined, {
          title: T.productTextRemove,
          label: T.productTextSaved,
        })
    : undefined;

  return (
    <RecordFormFrame
      form={form}
      readOnlyNote={readOnly ? T.readOnlyRole : null}
      record={{
        isNew: own === null,
        readOnly,
        saving: put.isPending,
        deleting: remove.isPending,
        conflict,
        onReload: () =>
          void refetch().then(() => {
            setConflict(false);
            setReloads((n) => n + 1);
          }),
        onSubmit,
        onCancel: () => navigate(backTo),
        onDelete,
      }}
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label={T.productTextTitleLabel}
            readOnly={readOnly}
            data-autofocus
            {...form.getInputProps("title")}
          />
          <Select
            label={T.sectionType}
            data={SECTION_TYPE_OPTIONS}
            allowDeselect={false}
            searchable
            disabled={readOnly}
            {...form.getInputProps("sectionType")}
          />
        </SimpleGrid>
        <RichTextField
          label={T.sectionBody}
          description={T.sectionBodyHelp}
          value={form.values.html}
          onChange={(html) => form.setFieldValue("html", html)}
          error={typeof form.errors.html === "string" ? form.errors.html : undefined}
          readOnly={readOnly}
          minHeight={280}
        />
      </Stack>
    </RecordFormFrame>
  );
}
