import { type AccessContext, isAllowed, type TProject } from "@q2c/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { environmentsApi, requirementsApi } from "../../api/building-use-api.ts";
import { useLinkPartners, useMemberAccounts } from "../../api/project-builder-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

// Stable empty lists, so the memoised panels that take them do not draw again for nothing.
const NONE: never[] = [];

/** The quote's provider side (quotes.edit): the platform owner or an MSP user of the quotes rule. */
export const isProviderSide = (ctx: AccessContext): boolean => isAllowed("quotes.edit", ctx);

/**
 * What the page reads beside the quote (domain §4): the general information (Building Use and
 * performance requirements, for the building pickers) together with the quote, then the
 * provider-link accounts and the member accounts. Member accounts only for the owner or an MSP, and
 * only when the quote has members and buildings. The catalogue's lists need catalogue.read.
 */
export function useBuilderInfo(project: TProject | undefined, ctx: AccessContext) {
  const provider = ctx.accountKind === "platformOwner" || ctx.accountKind === "msp_expert";
  const readsCatalogue = isAllowed("catalogue.read", ctx);
  const environments = useQuery({
    queryKey: queryKeys.environments,
    queryFn: async () => (await environmentsApi.list()).data,
    enabled: readsCatalogue,
  });
  const requirements = useQuery({
    queryKey: queryKeys.requirements,
    queryFn: async () => (await requirementsApi.list()).data,
    enabled: readsCatalogue,
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
