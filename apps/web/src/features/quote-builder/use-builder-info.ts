import { type AccessContext, passesRule, type TProject } from "@q2c/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { environmentsApi, requirementsApi } from "../../api/building-use-api.ts";
import { useLinkPartners, useMemberAccounts } from "../../api/project-builder-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

// Stable empty lists, so the memoised panels that take them do not draw again for nothing.
const NONE: never[] = [];

/** The platform owner or an MSP user of the quotes rule: the quote's provider side. */
export const isProviderSide = (ctx: AccessContext): boolean =>
  (ctx.accountKind === "platformOwner" || ctx.accountKind === "msp_expert") && passesRule("quotes", ctx.role);

/**
 * What the page reads beside the quote (domain §4): the general information (Building Use and
 * performance requirements, for the building pickers) together with the quote, then the
 * provider-link accounts and the member accounts. Member accounts only for the owner or an MSP, and
 * only when the quote has members and buildings. The catalogue's lists answer only the provider side.
 */
export function useBuilderInfo(project: TProject | undefined, ctx: AccessContext) {
  const provider = ctx.accountKind === "platformOwner" || ctx.accountKind === "msp_expert";
  const environments = useQuery({
    queryKey: queryKeys.environments,
    queryFn: async () => (await environmentsApi.list()).data,
    enabled: provider,
  });
  const requirements = useQuery({
    queryKey: queryKeys.requirements,
    queryFn: async () => (await requirementsApi.list()).data,
    enabled: provider,
  });
  const partners = useLinkPartners(project !== undefined);
  const members = project?.members ?? [];
  const buildings = (project?.locations ?? []).reduce((n, l) => n + l.buildings.length, 0);
  const memberAccounts = useMemberAccounts(
    members.map((m) => m.accountId),
    project !== undefined && provider && members.length > 0 && buildings > 0,
  );
  const namesKey = memberAccounts.map((q) => q.data?.accountName ?? "").join("\u0000");
  const memberNames = useMemo(
    () => (namesKey === "" ? NONE : namesKey.split("\u0000").filter(Boolean)),
    [namesKey],
  );
  return {
    environments: environments.data ?? NONE,
    requirements: requirements.data ?? NONE,
    partners: partners.data?.data ?? NONE,
    partnersError: partners.error,
    memberNames,
  };
}
