import { Alert, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import type { TAccountDetail } from "@q2c/domain";
import { IconAward, IconBuilding, IconPalette } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useCan } from "../../app/session/use-can.ts";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { LoadError } from "../settings-users/load-error.tsx";
import { useCompanyAccount } from "./use-company.ts";

export type CompanyTab = "info" | "branding" | "certifications";

export interface CompanyFrameProps {
  active: CompanyTab;
  children: (ctx: { account: TAccountDetail; canEdit: boolean }) => React.ReactNode;
}

/** Writes on the account take the administrator rule; sales and finance read (route rule salesOrFinance). */
export function useCanEditCompany(): boolean {
  return useCan("accounts.edit");
}

function FormSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the company">
      <Skeleton height={20} width="30%" />
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={36} width="60%" />
    </Stack>
  );
}

/**
 * /settings/company/*: the title, the three tabs (child routes of the route table) and the account
 * they all edit, loaded once and shared through the query cache.
 */
export function CompanyFrame({ active, children }: CompanyFrameProps) {
  const user = useRequiredUser();
  const navigate = useNavigate();
  const account = useCompanyAccount(user.accountId);
  const canEdit = useCanEditCompany();

  let content: React.ReactNode;
  if (account.isPending) content = <FormSkeleton />;
  else if (account.isError)
    content = (
      <LoadError
        error={account.error}
        title="Company unavailable"
        fallback="The company could not be loaded."
        onRetry={() => void account.refetch()}
      />
    );
  else content = children({ account: account.data, canEdit });

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Title order={1} size="h2">
          Company
        </Title>
        <Text c="dimmed">{user.accountName}</Text>
      </div>
      {canEdit ? null : (
        <Alert variant="light" color="gray">
          Only administrators can change the company settings. You can view them.
        </Alert>
      )}
      <Tabs value={active} onChange={(tab) => tab && navigate(`/settings/company/${tab}`)}>
        <Tabs.List mb="md">
          <Tabs.Tab value="info" leftSection={<IconBuilding size={16} aria-hidden />}>
            Info
          </Tabs.Tab>
          <Tabs.Tab value="branding" leftSection={<IconPalette size={16} aria-hidden />}>
            Branding
          </Tabs.Tab>
          <Tabs.Tab value="certifications" leftSection={<IconAward size={16} aria-hidden />}>
            Certifications
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={active}>{content}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
