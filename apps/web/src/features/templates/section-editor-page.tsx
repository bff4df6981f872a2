import { Alert, Group, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMemo } from "react";
import { useParams } from "react-router";
import { RecordFormFrame, RecordSkeleton, useFormBaseline } from "../../app/forms/record-form-parts.tsx";
import { useRecordEditor } from "../../app/forms/use-record-editor.ts";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { RichTextField } from "./rich-text/rich-text-field.tsx";
import { sectionEditPath } from "./section-add-dialog.tsx";
import {
  type SectionFormValues,
  sectionCreateBody,
  sectionUpdateBody,
  sectionValuesOf,
  validateSection,
} from "./section-form-values.ts";
import { TemplatePreviewButton } from "./template-preview.tsx";
import { DOCUMENT_TYPE_OPTIONS, SECTION_TYPE_OPTIONS, TEMPLATE_TEXTS as T } from "./texts.ts";
import { useDocumentSection, useDocumentSectionMutations } from "./use-document-sections.ts";

const LIBRARY = "/tools/templates?tab=library";

/**
 * /tools/templates/section/:id/edit: a content-library section's name, section type and text, saved with
 * its version; a name already used in the account is refused at the name with the server's words.
 */
export default function SectionEditorPage() {
  const { id = "" } = useParams();
  const section = useDocumentSection(id);
  const canManage = useCan("templates.manage");
  const current = section.data;
  usePageTitle(current?.title);
  const record = useMemo(() => (current ? { ...current, name: current.title } : undefined), [current]);
  const editor = useRecordEditor({
    current: record,
    refetch: section.refetch,
    mutations: useDocumentSectionMutations(),
    title: T.sectionTitle,
    createBody: sectionCreateBody,
    updateBody: sectionUpdateBody,
    createdPath: (s) => sectionEditPath(s.id),
    backTo: LIBRARY,
    reapply: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for a fresh object.
  const initialValues = useMemo<SectionFormValues>(
    () =>
      current
        ? sectionValuesOf(current)
        : { title: "", sectionType: "execSummary", type: "proposal", html: "" },
    [current, editor.reloads],
  );
  const form = useForm<SectionFormValues>({ initialValues, validate: validateSection });
  useFormBaseline(form, initialValues);

  let body: React.ReactNode;
  if (section.isPending) body = <RecordSkeleton label={T.loadingSection} height={360} />;
  else if (!current) body = <Alert color="danger">{T.couldNotLoadSection}</Alert>;
  else {
    const platformSection = !current.editable;
    const readOnly = !canManage || platformSection;
    body = (
      <RecordFormFrame
        form={form}
        readOnlyNote={platformSection ? T.readOnlySection : readOnly ? T.readOnlyRole : null}
        record={{ ...editor.formProps, readOnly, onDelete: readOnly ? undefined : editor.formProps.onDelete }}
      >
        <Stack gap="lg">
          <Group justify="flex-end">
            <TemplatePreviewButton request={() => ({ html: form.values.html })} />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <TextInput
              label={T.sectionName}
              withAsterisk={!readOnly}
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
            <Select
              label={T.sectionDocumentType}
              data={DOCUMENT_TYPE_OPTIONS}
              disabled
              description={T.fixedAfterCreate}
              value={form.values.type}
            />
          </SimpleGrid>
          <RichTextField
            label={T.sectionBody}
            description={T.sectionBodyHelp}
            value={form.values.html}
            onChange={(html) => form.setFieldValue("html", html)}
            error={typeof form.errors.html === "string" ? form.errors.html : undefined}
            readOnly={readOnly}
            minHeight={320}
          />
        </Stack>
      </RecordFormFrame>
    );
  }
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {current?.title ?? T.sectionTitle}
      </Title>
      {body}
    </Stack>
  );
}
