import { ActionIcon, Group, Select, Stack, Tooltip } from "@mantine/core";
import {
  type AccountKind,
  type DocumentType,
  PROPOSAL_SECTION_TYPES,
  type TDocumentSection,
} from "@q2c/domain";
import { IconBooks, IconEye } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { AddButton } from "../../app/lists/add-button.tsx";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { ListEmpty } from "../../app/lists/list-states.tsx";
import { QueryList } from "../../app/lists/query-list.tsx";
import { RowActions } from "../../app/lists/row-actions.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { ContentLibraryTable } from "./content-library-table.tsx";
import { SectionAddDialog, sectionEditPath } from "./section-add-dialog.tsx";
import { whoseLabel } from "./template-list.tsx";
import { DOCUMENT_TYPE_OPTIONS, TEMPLATE_TEXTS as T } from "./texts.ts";
import { useDocumentSectionMutations, useDocumentSections } from "./use-document-sections.ts";

/** The content library: sections by section type (in the documents' order), added, edited and deleted here. */
export function ContentLibrary() {
  const user = useRequiredUser();
  const kind = user.accountKind as AccountKind;
  const canManage = useCan("templates.manage");
  const [type, setType] = useState<DocumentType | null>(null);
  const [adding, setAdding] = useState(false);
  const query = useDocumentSections({ type: type ?? undefined });
  const { remove } = useDocumentSectionMutations();
  const groups = useMemo(
    () =>
      PROPOSAL_SECTION_TYPES.map((sectionType) => ({
        sectionType,
        rows: (query.data ?? []).filter((s) => s.sectionType === sectionType),
      })).filter((g) => g.rows.length > 0),
    [query.data],
  );
  const add = canManage ? <AddButton onClick={() => setAdding(true)}>{T.addLibrarySection}</AddButton> : null;

  const actions = (s: TDocumentSection) =>
    canManage && s.editable ? (
      <RowActions
        name={s.title}
        editTo={sectionEditPath(s.id)}
        onDelete={() =>
          void confirmAndDelete(remove, s.id, { title: `Delete ${s.title}`, label: T.sectionTitle })
        }
        deleting={remove.isPending && remove.variables === s.id}
      />
    ) : (
      <Tooltip label={T.view}>
        <ActionIcon
          component={Link}
          to={sectionEditPath(s.id)}
          variant="subtle"
          aria-label={`${T.view} ${s.title}`}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Select
          label={T.filterType}
          placeholder={T.allTypes}
          data={DOCUMENT_TYPE_OPTIONS}
          value={type}
          onChange={(v) => setType(v as DocumentType | null)}
          clearable
          w={240}
        />
        {add}
      </Group>
      {type !== null && query.data?.length === 0 ? (
        <ListEmpty filtered title={T.noLibrary} description={T.noLibraryText} icon={null} />
      ) : (
        <QueryList
          query={query}
          rows={query.data}
          loadingLabel={T.loadingLibrary}
          notLoaded={T.libraryCouldNotLoad}
          empty={{
            title: T.noLibrary,
            description: T.noLibraryText,
            icon: <IconBooks size={28} aria-hidden />,
            action: add,
          }}
          keepRowsOnError
        >
          {() => (
            <ContentLibraryTable
              groups={groups}
              whose={(s) => whoseLabel(s, user, kind)}
              actions={actions}
              busy={remove.isPending}
            />
          )}
        </QueryList>
      )}
      <SectionAddDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
