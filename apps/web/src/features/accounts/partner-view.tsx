import { Alert, Skeleton, Stack, Text, Title } from "@mantine/core";
import { MESSAGES, type TAccountDetail } from "@q2c/domain";
import { type ReactNode, useMemo } from "react";
import { useParams } from "react-router";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { useAccessContext } from "../../app/session/use-session.ts";
import { AccountInfoCard } from "./account-info-card.tsx";
import { AccountUsersSection } from "./account-users-section.tsx";
import { EntitlementsCard } from "./entitlements-card.tsx";
import { useAccountDetail } from "./use-account-detail.ts";
import { useAccountNames } from "./use-account-names.ts";

const NO_NAMES = new Map<string, string>();

export interface PartnerViewProps {
  kindLabel: string;
  /** The account to show; by default the route's :accountId. */
  accountId?: string;
  /** Entitlements are an MSP's features; other partners leave them out. */
  showEntitlements?: boolean;
  /** Sections of this kind of partner, below the users. */
  children?: (account: TAccountDetail) => ReactNode;
}

/** The view page of a partner account: its info, users and (by default) entitlements. */
export function PartnerView({
  kindLabel,
  accountId: given,
  showEntitlements = true,
  children,
}: PartnerViewProps) {
  const params = useParams();
  const accountId = given ?? params.accountId ?? "";
  const account = useAccountDetail(accountId);
  useQueryErrorNotice(account.error, MESSAGES.couldNotLoadAccounts);
  // A partner's parent is the platform, which only the platform owner reads: others do not ask for its name.
  const owner = useAccessContext().accountKind === "platformOwner";
  const parentId = owner ? (account.data?.parentId ?? null) : null;
  const parentIds = useMemo(() => [parentId], [parentId]);
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
      {children?.(data)}
      {showEntitlements ? <EntitlementsCard account={data} /> : null}
    </Stack>
  );
}
