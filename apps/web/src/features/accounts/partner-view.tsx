import { Alert, Skeleton, Stack, Text, Title } from "@mantine/core";
import { MESSAGES } from "@q2c/domain";
import { useMemo } from "react";
import { useParams } from "react-router";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { AccountInfoCard } from "./account-info-card.tsx";
import { AccountUsersSection } from "./account-users-section.tsx";
import { EntitlementsCard } from "./entitlements-card.tsx";
import { useAccountDetail } from "./use-account-detail.ts";
import { useAccountNames } from "./use-account-names.ts";
import { useQueryErrorNotice } from "./use-query-error-notice.ts";

const NO_NAMES = new Map<string, string>();

/** The view page of a service provider or link partner: its info, users and entitlements. */
export function PartnerView({ kindLabel }: { kindLabel: string }) {
  const { accountId = "" } = useParams();
  const account = useAccountDetail(accountId);
  useQueryErrorNotice(account.error, MESSAGES.couldNotLoadAccounts);
  const parentIds = useMemo(() => [account.data?.parentId ?? null], [account.data?.parentId]);
  const names = useAccountNames(parentIds, NO_NAMES);
  usePageTitle(account.data?.accountName);

  if (account.isPending) {
    return (
      <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading the account">
        <Skeleton height={32} width="40%" />
        <Skeleton height={160} />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (account.isError) {
    return (
      <Alert color="danger" title="Not loaded">
        {MESSAGES.couldNotLoadAccounts}
      </Alert>
    );
  }
  const data = account.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {data.accountName}
        </Title>
        <Text c="dimmed">{kindLabel}</Text>
      </div>
      <AccountInfoCard account={data} parentName={data.parentId ? names.get(data.parentId) : undefined} />
      <AccountUsersSection accountId={data.id} />
      <EntitlementsCard account={data} />
    </Stack>
  );
}
