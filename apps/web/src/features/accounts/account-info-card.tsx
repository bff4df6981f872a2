import { Badge, DataList, Paper, Stack, Title } from "@mantine/core";
import type { TAccountDetail } from "@q2c/domain";
import { companyTypeLabel, kindLabel, statusColor } from "./account-labels.ts";
import { formatDate } from "./format-date.ts";

interface Address {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

function addressLine(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const a = value as Address;
  const parts = [a.address1, a.address2, a.city, [a.state, a.zip].filter(text).join(" "), a.country];
  const line = parts.filter((p) => text(p) !== null).join(", ");
  return line === "" ? null : line;
}

/** What an account is and its main company details (GET /accounts/:id?getSettings=true). */
export function AccountInfoCard({ account, parentName }: { account: TAccountDetail; parentName?: string }) {
  const details = account.companyDetails ?? {};
  const rows: [string, React.ReactNode][] = [
    ["Kind", kindLabel(account)],
    ["Company type", companyTypeLabel(account.companyType)],
    [
      "Status",
      <Badge key="status" variant="dot" color={statusColor(account.status)}>
        {account.status}
      </Badge>,
    ],
  ];
  if (parentName) rows.push(["Parent", parentName]);
  const optional: [string, string | null][] = [
    ["Legal name", text(details.legalName)],
    ["Brand name", text(details.brandName)],
    ["Business phone", text(details.businessPhone)],
    ["Headquarters", addressLine(details.hqAddress)],
    ["Support hours", text(details.supportHours)],
  ];
  for (const [label, value] of optional) if (value !== null) rows.push([label, value]);
  rows.push(["Created", formatDate(account.createdAt)]);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Account
        </Title>
        <DataList labelWidth={160}>
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Stack>
    </Paper>
  );
}
