import { Stack, Text, Title } from "@mantine/core";
import { useParams } from "react-router";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { LocationEditor } from "../locations/location-editor.tsx";
import { useLocation } from "../locations/use-location.ts";
import { useCustomer } from "./use-customer.ts";

/** /customers/:accountId/locations/add and .../:locationId/edit: a location of the customer. */
export default function CustomerLocationPage() {
  const { accountId = "", locationId } = useParams();
  const customer = useCustomer(accountId);
  const location = useLocation(locationId);
  usePageTitle(customer.data?.accountName);
  const heading = locationId === undefined ? "Add Location" : (location.data?.name ?? "Edit Location");
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          {heading}
        </Title>
        {customer.data ? <Text c="dimmed">{customer.data.accountName}</Text> : null}
      </div>
      <LocationEditor
        key={locationId ?? "new"}
        locationId={locationId}
        accountId={accountId}
        backTo={`/customers/${encodeURIComponent(accountId)}/view/locations`}
      />
    </Stack>
  );
}
