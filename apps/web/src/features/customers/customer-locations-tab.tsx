import { Button, Group, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { useCan } from "../../app/session/use-can.ts";
import { LocationsTable } from "../locations/locations-table.tsx";

/** The Locations tab: the customer's locations (GET /accounts/:accountId/locations). */
export function CustomerLocationsTab({ accountId }: { accountId: string }) {
  const canEdit = useCan("locations.edit");
  const base = `/customers/${encodeURIComponent(accountId)}/locations`;
  const addButton = canEdit ? (
    <Button component={Link} to={`${base}/add`} leftSection={<IconPlus size={16} aria-hidden />}>
      Add location
    </Button>
  ) : null;
  return (
    <Stack gap="md">
      {addButton ? <Group justify="flex-end">{addButton}</Group> : null}
      <LocationsTable
        accountId={accountId}
        canEdit={canEdit}
        editPath={(l) => `${base}/${encodeURIComponent(l.id)}/edit`}
        emptyAction={addButton}
      />
    </Stack>
  );
}
