import { Anchor, Paper, Table, Text } from "@mantine/core";
import type { TEnvironment } from "@q2c/domain";
import { IconBuilding } from "@tabler/icons-react";
import { Link } from "react-router";
import { AddButton } from "../../app/lists/add-button.tsx";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { ListPage } from "../../app/lists/list-page.tsx";
import { RowActions } from "../../app/lists/row-actions.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { BUILDING_USE_TEXTS as T } from "./texts.ts";
import { useEnvironmentMutations, useEnvironments } from "./use-building-use.ts";

const editPath = (e: TEnvironment) => `/environments/${encodeURIComponent(e.id)}/edit`;

/** /environments "Building Use" (platform owner): the kinds of building a design can be sized for. */
export default function EnvironmentsPage() {
  const canWrite = useCan("referenceData.write");
  const list = useEnvironments();
  const { remove } = useEnvironmentMutations();

  const addButton = canWrite ? <AddButton to="/environments/add">{T.add}</AddButton> : null;

  return (
    <ListPage
      title={T.title}
      intro={T.intro}
      add={addButton}
      query={list}
      rows={list.data}
      loadingLabel="Loading the building uses"
      notLoaded={T.couldNotLoad}
      empty={{
        title: T.none,
        description: T.noneText,
        icon: <IconBuilding size={28} aria-hidden />,
      }}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <Table striped highlightOnHover aria-label={T.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Description</Table.Th>
                {canWrite ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((environment) => (
                <Table.Tr key={environment.id}>
                  <Table.Td>
                    <Anchor component={Link} to={editPath(environment)} fw={500}>
                      {environment.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {environment.description || "—"}
                    </Text>
                  </Table.Td>
                  {canWrite ? (
                    <Table.Td>
                      <RowActions
                        name={environment.name}
                        editTo={editPath(environment)}
                        onDelete={() =>
                          void confirmAndDelete(remove, environment.id, {
                            title: `Delete ${environment.name}`,
                            label: T.itemTitle,
                          })
                        }
                        deleting={remove.isPending && remove.variables === environment.id}
                      />
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
