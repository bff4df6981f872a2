import { Badge, Paper, Table, Text } from "@mantine/core";
import type { TBundleType } from "@q2c/domain";
import { IconCategory } from "@tabler/icons-react";
import { useState } from "react";
import type { RowDialog } from "../../app/forms/form-dialog.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { ListPage } from "../../app/lists/list-page.tsx";
import { RowActions } from "../../app/lists/row-actions.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { BundleTypeModal } from "./bundle-type-modal.tsx";
import { BUNDLE_TEXTS, OWNERSHIP_LABELS } from "./texts.ts";
import { useBundleTypeMutations } from "./use-bundle-mutations.ts";
import { useBundleTypes } from "./use-bundles.ts";

/** /bundle-category-types: the bundle types in scope; the caller's own ones can be renamed and deleted. */
export default function BundleTypesPage() {
  const ctx = useAccessContext();
  const canWrite = useCan("catalogue.write");
  const isOwner = ctx.accountKind === "platformOwner";
  const types = useBundleTypes();
  const { remove } = useBundleTypeMutations();
  const [dialog, setDialog] = useState<RowDialog<TBundleType> | null>(null);
  // An MSP reads the platform's types but changes only its own.
  const editable = (t: TBundleType) => canWrite && (isOwner || t.ownership === "mine");
  // A type bundles still use is refused: the server says so (and what to do).
  const deleteType = (type: TBundleType) =>
    confirmAndDelete(remove, type.id, { title: `Delete ${type.name}`, label: BUNDLE_TEXTS.typeLabel });

  const addButton = canWrite ? (
    <AddButton onClick={() => setDialog({ mode: "add" })}>{BUNDLE_TEXTS.addType}</AddButton>
  ) : null;

  return (
    <ListPage
      title={BUNDLE_TEXTS.typesTitle}
      intro={BUNDLE_TEXTS.typesIntro}
      add={addButton}
      query={types}
      rows={types.data}
      loadingLabel="Loading the bundle types"
      notLoaded={BUNDLE_TEXTS.typesCouldNotLoad}
      empty={{
        title: BUNDLE_TEXTS.noTypes,
        description: BUNDLE_TEXTS.noTypesText,
        icon: <IconCategory size={28} aria-hidden />,
      }}
      dialogs={<BundleTypeModal dialog={dialog} onClose={() => setDialog(null)} />}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <Table striped highlightOnHover aria-label="Bundle types">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Ownership</Table.Th>
                {canWrite ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((type) => (
                <Table.Tr key={type.id}>
                  <Table.Td fw={500}>{type.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={type.ownership === "platform" ? "gray" : "primary"}>
                      {OWNERSHIP_LABELS[type.ownership]}
                    </Badge>
                  </Table.Td>
                  {canWrite ? (
                    <Table.Td>
                      {editable(type) ? (
                        <RowActions
                          name={type.name}
                          editLabel="Rename"
                          onEdit={() => setDialog({ mode: "edit", row: type })}
                          onDelete={() => void deleteType(type)}
                          deleting={remove.isPending && remove.variables === type.id}
                        />
                      ) : (
                        <Text size="sm" c="dimmed">
                          {BUNDLE_TEXTS.readOnlyShort}
                        </Text>
                      )}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </ListPage>
  );
}
