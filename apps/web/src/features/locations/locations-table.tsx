import { Anchor, Stack, Table, Text } from "@mantine/core";
import type { TLocation } from "@q2c/domain";
import { IconMapPin } from "@tabler/icons-react";
import { type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { KeysetPagerButtons } from "../../app/lists/list-states.tsx";
import { QueryList } from "../../app/lists/query-list.tsx";
import { RowActions } from "../../app/lists/row-actions.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { useAccountNames } from "../accounts/use-account-names.ts";
import { LOCATION_TEXTS } from "./texts.ts";
import { useLocationList } from "./use-location-list.ts";
import { useLocationMutations } from "./use-location-mutations.ts";

export interface LocationsTableProps {
  /** Only this account's locations (GET /accounts/:id/locations); all in scope when absent. */
  accountId?: string;
  editPath: (location: TLocation) => string;
  /** Whether the user may change locations (rule quotes). */
  canEdit: boolean;
  /** Shows which account each location belongs to (lists across accounts). */
  showAccount?: boolean;
  emptyAction?: ReactNode;
}

const NO_NAMES = new Map<string, string>();

export function addressOf(l: TLocation): string {
  const cityLine = [l.city, [l.state, l.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [l.address1, l.address2, cityLine, l.country].filter(Boolean).join(", ") || "—";
}

/** A page of locations with their floors and buildings counted; edit and delete per row. */
export function LocationsTable({
  accountId,
  editPath,
  canEdit,
  showAccount,
  emptyAction,
}: LocationsTableProps) {
  const { cursor, pager } = useKeysetCursor(accountId ?? "");
  const list = useLocationList({ accountId, ...cursor });
  const { remove } = useLocationMutations();
  const rows = list.data?.data ?? [];
  const accountIds = useMemo(() => (showAccount ? rows.map((l) => l.accountId) : []), [rows, showAccount]);
  const accountNames = useAccountNames(accountIds, NO_NAMES);

  return (
    <QueryList
      query={list}
      rows={list.data?.data}
      loadingLabel="Loading the locations"
      notLoaded={LOCATION_TEXTS.couldNotLoad}
      empty={{
        title: LOCATION_TEXTS.noLocations,
        description: LOCATION_TEXTS.noLocationsText,
        icon: <IconMapPin size={28} aria-hidden />,
        action: emptyAction,
      }}
      keepRowsOnError
    >
      {(shown) => (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover aria-label="Locations" aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Address</Table.Th>
                  {showAccount ? <Table.Th>Account</Table.Th> : null}
                  <Table.Th>Floors</Table.Th>
                  <Table.Th>Buildings</Table.Th>
                  {canEdit ? <Table.Th>Actions</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((location) => (
                  <Table.Tr key={location.id}>
                    <Table.Td>
                      {canEdit ? (
                        <Anchor component={Link} to={editPath(location)} fw={500}>
                          {location.name}
                        </Anchor>
                      ) : (
                        <Text fw={500}>{location.name}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>{addressOf(location)}</Table.Td>
                    {showAccount ? <Table.Td>{accountNames.get(location.accountId) ?? "…"}</Table.Td> : null}
                    <Table.Td>{location.floors?.length ?? 0}</Table.Td>
                    <Table.Td>{location.buildings?.length ?? 0}</Table.Td>
                    {canEdit ? (
                      <Table.Td>
                        <RowActions
                          name={location.name}
                          editTo={editPath(location)}
                          onDelete={() =>
                            void confirmAndDelete(remove, location.id, {
                              title: `Delete ${location.name}`,
                              label: "Location",
                            })
                          }
                          deleting={remove.isPending && remove.variables === location.id}
                        />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <KeysetPagerButtons pager={pager(list.data)} label="Location pages" />
        </Stack>
      )}
    </QueryList>
  );
}
