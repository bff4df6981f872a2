import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { passesRule } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { useAccessContext } from "../../app/session/use-session.ts";
import { LocationsTable } from "./locations-table.tsx";

const addPath = "/projects/locations/add";

/** /projects/locations "Service Addresses": every location in the user's scope. */
export default function LocationsPage() {
  const ctx = useAccessContext();
  const canEdit = passesRule("quotes", ctx.role);
  const addButton = canEdit ? (
    <Button component={Link} to={addPath} leftSection={<IconPlus size={16} aria-hidden />}>
      Add service address
    </Button>
  ) : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Service Addresses
          </Title>
          <Text c="dimmed">Locations with their floors and buildings.</Text>
        </div>
        {addButton}
      </Group>
      <LocationsTable
        editPath={(l) => `/projects/locations/${encodeURIComponent(l.id)}/edit`}
        canEdit={canEdit}
        showAccount={ctx.accountKind !== "customer"}
        emptyAction={addButton}
      />
    </Stack>
  );
}
