import { Paper, Table, Text } from "@mantine/core";
import type { TRequirement } from "@q2c/domain";
import { IconGauge } from "@tabler/icons-react";
import { useState } from "react";
import type { RowDialog } from "../../app/forms/form-dialog.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { ListPage } from "../../app/lists/list-page.tsx";
import { RowActions } from "../../app/lists/row-actions.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { RequirementModal } from "./requirement-modal.tsx";
import { BUILDING_USE_TEXTS as T } from "./texts.ts";
import { useRequirementMutations, useRequirements } from "./use-building-use.ts";

/** /requirements "Performance Requirements" (platform owner): targets the sizing rules can name. */
export default function RequirementsPage() {
  const canWrite = useCan("referenceData.write");
  const list = useRequirements();
  const { remove } = useRequirementMutations();
  const [dialog, setDialog] = useState<RowDialog<TRequirement> | null>(null);

  const addButton = canWrite ? (
    <AddButton onClick={() => setDialog({ mode: "add" })}>{T.addRequirement}</AddButton>
  ) : null;

  return (
    <ListPage
      title={T.requirementsTitle}
      intro={T.requirementsIntro}
      add={addButton}
      query={list}
      rows={list.data}
      loadingLabel="Loading the requirements"
      notLoaded={T.requirementsCouldNotLoad}
      empty={{
        title: T.noRequirements,
        description: T.noRequirementsText,
        icon: <IconGauge size={28} aria-hidden />,
      }}
      dialogs={<RequirementModal dialog={dialog} onClose={() => setDialog(null)} />}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover aria-label={T.requirementsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Metric</Table.Th>
                  <Table.Th>Target</Table.Th>
                  {canWrite ? <Table.Th>Actions</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((requirement) => (
                  <Table.Tr key={requirement.id}>
                    <Table.Td fw={500}>{requirement.name}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {requirement.description || "—"}
                      </Text>
                    </Table.Td>
                    <Table.Td>{requirement.metric || "—"}</Table.Td>
                    <Table.Td>{requirement.target || "—"}</Table.Td>
                    {canWrite ? (
                      <Table.Td>
                        <RowActions
                          name={requirement.name}
                          onEdit={() => setDialog({ mode: "edit", row: requirement })}
                          onDelete={() =>
                            void confirmAndDelete(remove, requirement.id, {
                              title: `Delete ${requirement.name}`,
                              label: T.requirementTitle,
                            })
                          }
                          deleting={remove.isPending && remove.variables === requirement.id}
                        />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </ListPage>
  );
}
