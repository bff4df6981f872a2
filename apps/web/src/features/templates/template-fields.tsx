import { Divider, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { type DocumentType, type TDocumentSection, TEMPLATE_TYPES, type TemplateType } from "@q2c/domain";
import { RichTextField } from "./rich-text/rich-text-field.tsx";
import { holdsSections, sectionListError, type TemplateFormValues } from "./template-form-values.ts";
import { TemplateSectionsField } from "./template-sections-field.tsx";
import { DOCUMENT_TYPE_OPTIONS, TEMPLATE_TEXTS as T, TEMPLATE_TYPE_LABELS } from "./texts.ts";

export interface TemplateFieldsProps {
  form: UseFormReturnType<TemplateFormValues>;
  isNew: boolean;
  newTypes: readonly TemplateType[];
  readOnly: boolean;
  /** The content library of the template's document type (a dynamic template); undefined otherwise. */
  library: TDocumentSection[] | undefined;
}

const errorText = (error: unknown) => (typeof error === "string" ? error : undefined);

/** A template's fields; the document and template types are chosen once, when it is created. */
export function TemplateFields({ form, isNew, newTypes, readOnly, library }: TemplateFieldsProps) {
  const { values, errors } = form;
  const typeChoices = (isNew ? newTypes : TEMPLATE_TYPES).map((t) => ({
    value: t,
    label: TEMPLATE_TYPE_LABELS[t],
  }));
  const richText = (field: "html" | "headerHtml" | "footerHtml") => ({
    value: values[field],
    onChange: (html: string) => form.setFieldValue(field, html),
    error: errorText(errors[field]),
    readOnly,
  });

  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        {T.details}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <TextInput
          label={T.titleLabel}
          withAsterisk={!readOnly}
          readOnly={readOnly}
          data-autofocus
          {...form.getInputProps("title")}
        />
        <Select
          label={T.filterType}
          data={DOCUMENT_TYPE_OPTIONS}
          allowDeselect={false}
          disabled={!isNew || readOnly}
          description={isNew ? undefined : T.fixedAfterCreate}
          value={values.type}
          onChange={(v) => {
            if (!v || v === values.type) return;
            form.setFieldValue("type", v as DocumentType);
            // The content library's sections belong to one document type.
            form.setFieldValue("sectionTypes", []);
          }}
        />
        <Select
          label={T.templateTypeLabel}
          data={typeChoices}
          allowDeselect={false}
          disabled={!isNew || readOnly || typeChoices.length < 2}
          description={isNew ? undefined : T.fixedAfterCreate}
          value={values.templateType}
          onChange={(v) => v && form.setFieldValue("templateType", v as TemplateType)}
        />
      </SimpleGrid>
      <RichTextField
        label={T.header}
        description={T.headerHelp}
        variant="compact"
        {...richText("headerHtml")}
      />
      <Divider />
      {holdsSections(values.templateType) ? (
        <TemplateSectionsField
          form={form}
          library={library}
          readOnly={readOnly}
          error={sectionListError(errors)}
        />
      ) : (
        <RichTextField label={T.body} description={T.bodyHelp} minHeight={320} {...richText("html")} />
      )}
      <Divider />
      <RichTextField
        label={T.footer}
        description={T.footerHelp}
        variant="compact"
        {...richText("footerHtml")}
      />
    </Stack>
  );
}
