import { Button, Group, Stack } from "@mantine/core";
import { passesRule } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { useAccessContext } from "../../app/session/use-session.ts";
import { LocationsTable } from "../locations/locations-table.tsx";

/** The Locations tab: the customer's locations (GET /accounts/:accountId/locations). */
export function CustomerLocationsTab({ accountId }: { accountId: string }) {
  const ctx = useAccessContext();
  const canEdit = passesRule("quotes", ctx.role);
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
