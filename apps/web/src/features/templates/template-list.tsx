import { Badge, Group, Paper, Select, Stack, Text } from "@mantine/core";
import {
  type AccountKind,
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
  type TDocumentTemplateSummary,
} from "@q2c/domain";
import { IconTemplate } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import type { DocumentOwnership } from "../../api/templates-api.ts";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { KeysetPagerButtons, ListEmpty } from "../../app/lists/list-states.tsx";
import { QueryList } from "../../app/lists/query-list.tsx";
import { RecordTable, type RowColumn } from "../../app/lists/record-table.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { useCan } from "../../app/session/use-can.ts";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { formatDate } from "../accounts/format-date.ts";
import { TemplateRowActions } from "./template-row-actions.tsx";
import { TemplateThumbnail } from "./template-thumbnail.tsx";
import { DOCUMENT_TYPE_OPTIONS, TEMPLATE_TEXTS as T, TEMPLATE_TYPE_LABELS } from "./texts.ts";
import { useTemplateMutations, useTemplatePage } from "./use-templates.ts";

/** Whose a template is, as the caller sees it: the platform's, its own, or (to the platform owner) a provider's. */
export function whoseLabel(t: { accountId: string }, user: { accountId: string }, kind: AccountKind): string {
  const own = t.accountId === user.accountId;
  if (kind === "platformOwner") return own ? T.whosePlatform : T.whoseProvider;
  return own ? T.whoseOurs : T.whosePlatform;
}

const OWNERSHIP_OPTIONS = [
  { value: "all", label: T.ownershipAll },
  { value: "mine", label: T.ownershipMine },
  { value: "platform", label: T.ownershipPlatform },
];

export interface TemplateListProps {
  /** A template's page in this part of the app. */
  openPath: (t: TDocumentTemplateSummary) => string;
  /** The Add buttons (for a user who may add), above the list and in its empty state. */
  add: ReactNode;
  /**
   * The platform owner: one company's templates only (an MSP's page), without Duplicate (a copy would be
   * the platform's own, not the provider's).
   */
  accountId?: string;
}

/** Document templates filtered by document type and whose they are, with their thumbnails and actions. */
export function TemplateList({ openPath, add, accountId }: TemplateListProps) {
  const user = useRequiredUser();
  const kind = user.accountKind as AccountKind;
  const canManage = useCan("templates.manage");
  const navigate = useNavigate();
  const [documentType, setDocumentType] = useState<DocumentType | null>(null);
  const [ownership, setOwnership] = useState<DocumentOwnership>("all");
  const filters = { documentType: documentType ?? undefined, ownership, accountId };
  const { cursor, pager } = useKeysetCursor(JSON.stringify(filters));
  const query = useTemplatePage(filters, cursor);
  const rows = query.data?.data;
  const { remove, duplicate } = useTemplateMutations();
  const filtered = documentType !== null || ownership !== "all";

  const onDuplicate = (t: TDocumentTemplateSummary) =>
    duplicate.mutate(t.id, {
      onSuccess: (copy) => {
        notifySuccess(T.itemTitle, T.duplicated);
        navigate(openPath(copy));
      },
      onError: (error) => notifyError(error),
    });

  const columns: RowColumn<TDocumentTemplateSummary>[] = [
    {
      header: T.colPreview,
      cell: (t) => <TemplateThumbnail path={t.imagePreviewPath} title={t.title} />,
    },
    {
      header: T.colTitle,
      cell: (t) => (
        <Group gap="xs" wrap="nowrap">
          <Text span inherit fw={500}>
            {t.title}
          </Text>
          {t.isDefault ? (
            <Badge size="sm" variant="light">
              {T.isDefault}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { header: T.colDocumentType, cell: (t) => DOCUMENT_TYPE_LABELS[t.type] },
    { header: T.colTemplateType, cell: (t) => TEMPLATE_TYPE_LABELS[t.templateType] },
    { header: T.colWhose, cell: (t) => whoseLabel(t, user, kind) },
    { header: T.colUpdated, cell: (t) => formatDate(t.updatedAt) },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select
          label={T.filterType}
          placeholder={T.allTypes}
          data={DOCUMENT_TYPE_OPTIONS}
          value={documentType}
          onChange={(v) => setDocumentType(v as DocumentType | null)}
          clearable
          w={240}
        />
        {accountId === undefined ? (
          <Select
            label={T.filterOwnership}
            data={OWNERSHIP_OPTIONS}
            value={ownership}
            onChange={(v) => setOwnership((v ?? "all") as DocumentOwnership)}
            allowDeselect={false}
            w={160}
          />
        ) : null}
      </Group>
      {filtered && rows?.length === 0 ? (
        <ListEmpty filtered title={T.none} description={T.noneText} icon={null} />
      ) : (
        <QueryList
          query={query}
          rows={rows}
          loadingLabel={T.loadingList}
          notLoaded={T.couldNotLoad}
          empty={{
            title: T.none,
            description: T.noneText,
            icon: <IconTemplate size={28} aria-hidden />,
            action: add,
          }}
          keepRowsOnError
        >
          {(rows) => (
            <Paper withBorder radius="md">
              <RecordTable
                label={T.tableLabel}
                rows={rows}
                columns={columns}
                withActions
                busy={remove.isPending || duplicate.isPending}
                minWidth={860}
                actions={(t) => (
                  <TemplateRowActions
                    template={t}
                    openTo={openPath(t)}
                    canManage={canManage}
                    canDuplicate={canManage && accountId === undefined}
                    duplicating={duplicate.isPending && duplicate.variables === t.id}
                    deleting={remove.isPending && remove.variables === t.id}
                    onDuplicate={() => onDuplicate(t)}
                    onDelete={() =>
                      void confirmAndDelete(remove, t.id, { title: `Delete ${t.title}`, label: T.itemTitle })
                    }
                  />
                )}
              />
            </Paper>
          )}
        </QueryList>
      )}
      <KeysetPagerButtons pager={pager(query.data)} label={T.pages} />
    </Stack>
  );
}
