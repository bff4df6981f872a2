import { Stack, Title } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import { AccountList } from "./account-list.tsx";

/** /msp "Service Providers" (platform owner): the MSP accounts, each linking to its view page. */
export default function MspPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Service Providers
      </Title>
      <AccountList
        label="Service providers"
        type="msp"
        columns={["status", "created"]}
        empty={{
          title: "No service providers yet",
          description: "Service providers are added on the Accounts page.",
          icon: <IconBuildingStore size={28} aria-hidden />,
        }}
      />
    </Stack>
  );
}
