import { Alert, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { MESSAGES } from "@q2c/domain";
import {
  IconBriefcase,
  IconFileCertificate,
  IconFileDollar,
  IconMapPin,
  IconUsers,
} from "@tabler/icons-react";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { usePageTitle } from "../../app/layout/page-title.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext } from "../../app/session/use-session.ts";
import { canUseContracts } from "../contracts/contract-format.ts";
import { CustomerContractsTab } from "../contracts/customer-contracts-tab.tsx";
import { CustomerQuotesTab } from "../quotes/customer-quotes-tab.tsx";
import { CustomerLocationsTab } from "./customer-locations-tab.tsx";
import { TeamMembersTab } from "./team-members-tab.tsx";
import { useCustomer } from "./use-customer.ts";

/** The tabs written so far; the spec's other tabs come with their own features. */
const TABS = [
  { value: "team-members", label: "Team Members", icon: IconUsers, quotes: false },
  { value: "contracts", label: "Contracts", icon: IconFileCertificate, quotes: false },
  { value: "projects", label: "Projects", icon: IconBriefcase, quotes: true },
  { value: "quotes", label: "Quotes", icon: IconFileDollar, quotes: true },
  { value: "locations", label: "Locations", icon: IconMapPin, quotes: false },
] as const;
type Tab = (typeof TABS)[number]["value"];

/** /customers/:accountId/view/<tab>: a customer's team members, contracts, projects, quotes and locations. */
export default function CustomerViewPage() {
  const { accountId = "" } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const customer = useCustomer(accountId);
  useQueryErrorNotice(customer.error, MESSAGES.couldNotLoadAccounts);
  // The projects and quotes tabs list GET /quotes, which needs quotes.read.
  const ctx = useAccessContext();
  const readsQuotes = useCan("quotes.read");
  // The contracts tab lists GET /contracts, which needs what the /contract page needs.
  const readsContracts = canUseContracts(ctx);
  const tabs = TABS.filter((t) => (!t.quotes || readsQuotes) && (t.value !== "contracts" || readsContracts));
  const tab = tabs.find((t) => pathname.endsWith(`/view/${t.value}`))?.value;
  // The tab route's crumb follows the customer's name; /view alone has one crumb.
  usePageTitle(customer.data?.accountName);

  const base = `/customers/${encodeURIComponent(accountId)}/view`;
  if (tab === undefined) return <Navigate to={`${base}/team-members`} replace />;
  if (customer.isPending) {
    return (
      <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading the customer">
        <Skeleton height={32} width="40%" />
        <Skeleton height={36} />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (customer.isError) {
    return (
      <Alert color="danger" title="Not loaded">
        {MESSAGES.couldNotLoadAccounts}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {customer.data.accountName}
        </Title>
        <Text c="dimmed">Customer</Text>
      </div>
      <Tabs value={tab} onChange={(next) => next && navigate(`${base}/${next as Tab}`)} keepMounted={false}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} leftSection={<t.icon size={16} aria-hidden />}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="team-members" pt="md">
          <TeamMembersTab accountId={customer.data.id} accountName={customer.data.accountName} />
        </Tabs.Panel>
        {readsContracts ? (
          <Tabs.Panel value="contracts" pt="md">
            <CustomerContractsTab accountId={customer.data.id} accountName={customer.data.accountName} />
          </Tabs.Panel>
        ) : null}
        {readsQuotes ? (
          <>
            <Tabs.Panel value="projects" pt="md">
              <CustomerQuotesTab accountId={customer.data.id} type="project" />
            </Tabs.Panel>
            <Tabs.Panel value="quotes" pt="md">
              <CustomerQuotesTab accountId={customer.data.id} type="quote" />
            </Tabs.Panel>
          </>
        ) : null}
        <Tabs.Panel value="locations" pt="md">
          <CustomerLocationsTab accountId={customer.data.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
