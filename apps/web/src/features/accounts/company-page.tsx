import { Alert, Skeleton, Stack, Text, Title } from "@mantine/core";
import { MESSAGES } from "@q2c/domain";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { useCan } from "../../app/session/use-can.ts";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { CompanyInfoForm } from "../settings-company/company-info-form.tsx";
import { useCompanyAccount } from "../settings-company/use-company.ts";

/**
 * /company "Company platform settings": the platform account's own company info (GET/PUT
 * /accounts/:id with its version), in the company-info form of the settings pages.
 */
export default function CompanyPage() {
  const user = useRequiredUser();
  const account = useCompanyAccount(user.accountId);
  useQueryErrorNotice(account.error, MESSAGES.couldNotLoadAccounts);
  const canEdit = useCan("accounts.edit");

  let body: React.ReactNode;
  if (account.isPending) {
    body = (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the company information">
        <Skeleton height={220} />
        <Skeleton height={180} />
      </Stack>
    );
  } else if (account.isError) {
    body = (
      <Alert color="danger" title="Not loaded">
        {MESSAGES.couldNotLoadAccounts}
      </Alert>
    );
  } else {
    body = <CompanyInfoForm key={account.data.version} account={account.data} readOnly={!canEdit} />;
  }
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          Company platform settings
        </Title>
        <Text c="dimmed">
          {account.data?.accountName ?? user.accountName}: the platform account's own company information.
        </Text>
      </div>
      {body}
    </Stack>
  );
}
