import { Alert, Button, Group } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ProposalSectionType, TDocumentTemplate, TemplateType } from "@q2c/domain";
import { IconCopy } from "@tabler/icons-react";
import { useMemo, useRef } from "react";
import { useNavigate } from "react-router";
import type { TemplatePreviewBody } from "../../api/templates-api.ts";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { RecordFormFrame, RecordSkeleton, useFormBaseline } from "../../app/forms/record-form-parts.tsx";
import { useRecordEditor } from "../../app/forms/use-record-editor.ts";
import { useCan } from "../../app/session/use-can.ts";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { TemplateFields } from "./template-fields.tsx";
import {
  createBodyOf,
  holdsSections,
  newTemplateValues,
  type TemplateFormValues,
  templateValuesOf,
  updateBodyOf,
  validateTemplate,
} from "./template-form-values.ts";
import { TemplatePreviewButton } from "./template-preview.tsx";
import { TEMPLATE_TEXTS as T } from "./texts.ts";
import { useDocumentSections } from "./use-document-sections.ts";
import { useTemplate, useTemplateMutations } from "./use-templates.ts";

export interface TemplateEditorPaths {
  /** Where Cancel and Delete lead. */
  backTo: string;
  /** A template's page in this part of the app (a new one is shown there once created, a copy too). */
  editPath: (template: Pick<TDocumentTemplate, "id" | "type" | "templateType">) => string;
}

export interface TemplateEditorProps {
  /** The template to edit; absent on an add page. */
  templateId?: string;
  paths: TemplateEditorPaths;
  /** The template types a new template may have, the first chosen. */
  newTypes: readonly TemplateType[];
  /** The account the template must belong to (a provider's template opened by the platform owner). */
  accountId?: string;
}

/**
 * One document template: title, document type, template type, header, body (a static template's text or
 * a dynamic one's sections) and footer; Preview frames the server's rendering of the unsaved text. Saved
 * with its version (a stale save says so and offers Reload or Re-apply); the platform's templates open
 * read-only for an MSP, with Duplicate to customise.
 */
export function TemplateEditor({ templateId, paths, newTypes, accountId }: TemplateEditorProps) {
  const navigate = useNavigate();
  const canManage = useCan("templates.manage");
  const user = useRequiredUser();
  const template = useTemplate(templateId);
  const mutations = useTemplateMutations();
  const current = template.data;
  const record = useMemo(() => (current ? { ...current, name: current.title } : undefined), [current]);
  const editor = useRecordEditor({
    current: record,
    refetch: template.refetch,
    mutations,
    title: T.itemTitle,
    // The platform owner makes a template for a provider by naming its account.
    createBody: (values) => ({ ...createBodyOf(values), ...(accountId === undefined ? {} : { accountId }) }),
    updateBody: updateBodyOf,
    createdPath: paths.editPath,
    backTo: paths.backTo,
    reapply: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for a fresh object.
  const initialValues = useMemo(
    () => (current ? templateValuesOf(current) : newTemplateValues(newTypes[0])),
    [current, editor.reloads],
  );
  // The content library's types, for the form's acceptance check (read when it validates).
  const sectionTypeOf = useRef<(id: string) => ProposalSectionType | undefined>(() => undefined);
  const form = useForm<TemplateFormValues>({
    initialValues,
    validate: (values) => validateTemplate(values, (id) => sectionTypeOf.current(id)),
  });
  useFormBaseline(form, initialValues);
  const dynamic = holdsSections(form.values.templateType);
  const library = useDocumentSections({ type: form.values.type }, dynamic);
  // A provider's template (opened by the platform owner, who reads every company's sections) lists the
  // provider's sections and the platform's only: the ones the provider's documents may use.
  const usable = useMemo(
    () =>
      accountId === undefined || user.accountKind !== "platformOwner"
        ? library.data
        : library.data?.filter((s) => s.accountId === accountId || s.accountId === user.accountId),
    [library.data, accountId, user.accountId, user.accountKind],
  );
  const libraryById = useMemo(() => new Map((usable ?? []).map((s) => [s.id, s])), [usable]);
  sectionTypeOf.current = (id) => (usable ? libraryById.get(id)?.sectionType : undefined);

  if (templateId !== undefined && template.isPending)
    return <RecordSkeleton label={T.loadingOne} height={480} />;
  if (templateId !== undefined && !current) return <Alert color="danger">{T.couldNotLoadOne}</Alert>;
  if (current && accountId !== undefined && current.accountId !== accountId)
    return <Alert color="danger">{T.otherAccount}</Alert>;

  const platformTemplate = current !== undefined && !current.editable;
  const readOnly = !canManage || platformTemplate;
  const readOnlyNote = platformTemplate ? T.readOnlyPlatform : readOnly ? T.readOnlyRole : null;

  const duplicate = () => {
    if (!current) return;
    mutations.duplicate.mutate(current.id, {
      onSuccess: (copy) => {
        notifySuccess(T.itemTitle, T.duplicated);
        navigate(paths.editPath(copy));
      },
      onError: (error) => notifyError(error),
    });
  };

  const previewRequest = (): TemplatePreviewBody => {
    const { headerHtml, footerHtml, sectionTypes, html } = form.values;
    return { headerHtml, footerHtml, ...(dynamic ? { sectionTypes } : { html }) };
  };

  return (
    <RecordFormFrame
      form={form}
      readOnlyNote={readOnlyNote}
      record={{ ...editor.formProps, readOnly, onDelete: readOnly ? undefined : editor.formProps.onDelete }}
    >
      <Group justify="flex-end" gap="sm" mb="md">
        {platformTemplate && canManage ? (
          <Button
            variant="light"
            leftSection={<IconCopy size={16} aria-hidden />}
            loading={mutations.duplicate.isPending}
            onClick={duplicate}
          >
            {T.duplicateToCustomise}
          </Button>
        ) : null}
        <TemplatePreviewButton request={previewRequest} />
      </Group>
      <TemplateFields
        form={form}
        isNew={current === undefined}
        newTypes={newTypes}
        readOnly={readOnly}
        library={dynamic ? usable : undefined}
      />
    </RecordFormFrame>
  );
}
