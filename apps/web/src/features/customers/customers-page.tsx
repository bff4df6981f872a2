import { Button, Group, Stack, Title } from "@mantine/core";
import { IconPlus, IconUsers } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { AccountList } from "../accounts/account-list.tsx";
import { CreateCustomerModal } from "./create-customer-modal.tsx";

/** /customers: the MSP's customers (the platform owner sees every customer), and adding one. */
export default function CustomersPage() {
  const ctx = useAccessContext();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // Opened once the dialog (and its unsaved-changes prompt) has closed.
  const [created, setCreated] = useState<string | null>(null);
  useEffect(() => {
    if (created) navigate(`/customers/${encodeURIComponent(created)}/view/team-members`);
  }, [created, navigate]);
  const owner = ctx.accountKind === "platformOwner";
  const canCreate = useCan("customers.create");
  const addButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      Add customer
    </Button>
  ) : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Customers
        </Title>
        {addButton}
      </Group>
      <AccountList
        label="Customers"
        type="customer"
        columns={owner ? ["parent", "status", "created"] : ["status", "created"]}
        empty={{
          title: "No customers yet",
          description: "Customers you add appear here, with their team members and locations.",
          icon: <IconUsers size={28} aria-hidden />,
          action: addButton,
        }}
      />
      <CreateCustomerModal
        opened={creating}
        pickParent={owner}
        onClose={(account) => {
          setCreating(false);
          if (account) setCreated(account.id);
        }}
      />
    </Stack>
  );
}
