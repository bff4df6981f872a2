import { Button, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AccountList } from "../accounts/account-list.tsx";
import { PARTNER_KINDS, type PartnerKind, partnerPath } from "./partner-kinds.ts";

/** A list page of one kind of solution partner (platform owner); each name opens the partner's page. */
export function PartnerListPage({ kind, icon }: { kind: PartnerKind; icon: ReactNode }) {
  const info = PARTNER_KINDS[kind];
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {info.title}
      </Title>
      <AccountList
        label={info.title}
        type={info.type}
        columns={["status", "created"]}
        viewPath={(account) => partnerPath(kind, account.id)}
        empty={{
          title: info.none,
          description: `Partners are added on the Accounts page: choose Add account and the company type "${info.singular}".`,
          icon,
          action: (
            <Button component={Link} to="/accounts" variant="default">
              Open Accounts
            </Button>
          ),
        }}
      />
    </Stack>
  );
}
