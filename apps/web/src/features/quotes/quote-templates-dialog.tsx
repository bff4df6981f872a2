import { ActionIcon, Modal, Text, Tooltip } from "@mantine/core";
import type { TQuoteTemplate } from "@q2c/domain";
import { IconTemplate, IconTrash } from "@tabler/icons-react";
import { useQuoteTemplates, useTemplateMutations } from "../../api/quote-lifecycle-api.ts";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { QueryList } from "../../app/lists/query-list.tsx";
import { descriptionColumn, nameColumn, RecordTable, type RowColumn } from "../../app/lists/record-table.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { formatDate } from "../accounts/format-date.ts";
import { TEMPLATE_TEXTS as T } from "./template-texts.ts";

const COLUMNS: RowColumn<TQuoteTemplate>[] = [
  nameColumn(),
  descriptionColumn(),
  { header: T.contents, cell: (t) => T.contentsOf(t.locationCount, t.lineCount) },
  { header: T.created, cell: (t) => formatDate(t.createdAt) },
];

/** The company's quote templates, each deletable (asked first; DELETE with its version). */
function TemplatesList() {
  const templates = useQuoteTemplates();
  const { remove } = useTemplateMutations();
  const mayDelete = useCan("quotes.delete");
  const removing = remove.isPending ? remove.variables?.id : undefined;
  return (
    <QueryList
      query={templates}
      rows={templates.data}
      loadingLabel={T.loading}
      skeletonRows={3}
      notLoaded={T.couldNotLoad}
      empty={{ title: T.none, description: T.noneText, icon: <IconTemplate size={28} aria-hidden /> }}
    >
      {(rows) => (
        <RecordTable
          label={T.title}
          rows={rows}
          columns={COLUMNS}
          withActions={mayDelete}
          busy={remove.isPending}
          minWidth={560}
          actions={(t) => (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="danger"
                aria-label={`Delete ${t.name}`}
                disabled={remove.isPending}
                loading={removing === t.id}
                onClick={() =>
                  void confirmAndDelete(remove, t, {
                    title: `Delete ${t.name}`,
                    label: T.label,
                    message: T.deleteQuestion(t.name),
                  })
                }
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        />
      )}
    </QueryList>
  );
}

/** Manage templates, opened beside the create form's template choice. */
export function QuoteTemplatesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={T.title}
      size="xl"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {opened ? (
        <>
          <Text size="sm" mb="md">
            {T.intro}
          </Text>
          <TemplatesList />
        </>
      ) : null}
    </Modal>
  );
}
