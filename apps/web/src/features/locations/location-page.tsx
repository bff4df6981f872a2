import { Stack, Title } from "@mantine/core";
import { useParams } from "react-router";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { LocationEditor } from "./location-editor.tsx";
import { useLocation } from "./use-location.ts";

const LIST_PATH = "/projects/locations";

/** /projects/locations/add and /projects/locations/:locationId/edit: one service address. */
export default function LocationPage() {
  const { locationId } = useParams();
  const location = useLocation(locationId);
  // The edit page's crumb is the address's name; the add page's crumbs are fixed.
  usePageTitle(location.data?.name);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {locationId === undefined ? "Add Service Address" : (location.data?.name ?? "Edit Service Address")}
      </Title>
      <LocationEditor key={locationId ?? "new"} locationId={locationId} backTo={LIST_PATH} />
    </Stack>
  );
}
