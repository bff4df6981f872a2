import { DataList, Paper, Stack, Text, Title } from "@mantine/core";
import type { TAccountDetail } from "@q2c/domain";
import { useParams } from "react-router";
import { PartnerView } from "../accounts/partner-view.tsx";
import { DistributorSearch } from "./distributor-search.tsx";
import { PARTNER_KINDS } from "./partner-kinds.ts";

/** Company info keeps "digital distributor" as yes/no; accounts saved before that may hold a boolean. */
const isDigital = (account: TAccountDetail): boolean => {
  const flag: unknown = account.companyDetails?.digitalDistributor;
  return flag === "yes" || flag === true;
};

/** Whether the distributor is reached digitally and, when it is, a search of its catalogue. */
function DistributorSection({ account }: { account: TAccountDetail }) {
  const digital = isDigital(account);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Distribution
        </Title>
        <DataList labelWidth={160}>
          <DataList.Item>
            <DataList.ItemLabel>Digital distributor</DataList.ItemLabel>
            <DataList.ItemValue>{digital ? "Yes" : "No"}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        {digital ? (
          <DistributorSearch />
        ) : (
          <Text size="sm" c="dimmed">
            Its catalogue cannot be searched here until it is configured as a digital distributor.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** /distributors/:id: a distributor's info, users and digital catalogue. */
export default function DistributorViewPage() {
  const { id = "" } = useParams();
  return (
    <PartnerView kindLabel={PARTNER_KINDS.distributor.singular} accountId={id} showEntitlements={false}>
      {(account) => <DistributorSection account={account} />}
    </PartnerView>
  );
}
