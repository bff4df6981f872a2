import { Stack } from "@mantine/core";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { AddButton } from "../../app/lists/add-button.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { LocationsTable } from "./locations-table.tsx";

const addPath = "/projects/locations/add";

/** /projects/locations "Service Addresses": every location in the user's scope. */
export default function LocationsPage() {
  const ctx = useAccessContext();
  const canEdit = useCan("locations.edit");
  const addButton = canEdit ? <AddButton to={addPath}>Add service address</AddButton> : null;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Service Addresses"
        intro="Locations with their floors and buildings."
        actions={addButton}
      />
      <LocationsTable
        editPath={(l) => `/projects/locations/${encodeURIComponent(l.id)}/edit`}
        canEdit={canEdit}
        showAccount={ctx.accountKind !== "customer"}
        emptyAction={addButton}
      />
    </Stack>
  );
}
