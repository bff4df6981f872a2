import { useQuery } from "@tanstack/react-query";
import { dashboardApi } from "../../api/dashboard-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

export function useDashboardSummary() {
  return useQuery({ queryKey: queryKeys.dashboardSummary, queryFn: dashboardApi.summary });
}

/** Labels of counts we know; any other key is shown humanised ("openQuotes" → "Open quotes"). */
const LABELS: Record<string, string> = {
  quotes: "Quotes",
  openQuotes: "Open quotes",
  customers: "Customers",
  projects: "Projects",
  orders: "Orders",
  invoices: "Invoices",
  subscriptions: "Subscriptions",
  users: "Team members",
  teams: "Teams",
  accounts: "Accounts",
};

export function countLabel(key: string): string {
  const known = LABELS[key];
  if (known !== undefined) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
