import { Stack, Title } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { AccountList } from "./account-list.tsx";

/** /link-partners (platform owner): the link partner accounts, each linking to its view page. */
export default function LinkPartnersPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Link Partners
      </Title>
      <AccountList
        label="Link partners"
        type="link"
        columns={["status", "created"]}
        empty={{
          title: "No link partners yet",
          description: "Link partners are added on the Accounts page.",
          icon: <IconLink size={28} aria-hidden />,
        }}
      />
    </Stack>
  );
}
