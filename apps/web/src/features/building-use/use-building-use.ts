import type {
  TCreateEnvironmentRequest,
  TCreateRequirementRequest,
  TPutEnvironmentBundlesRequest,
  TUpdateEnvironmentRequest,
  TUpdateRequirementRequest,
} from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type EnvironmentRuleBody,
  type EnvironmentRuleUpdateBody,
  environmentsApi,
  requirementsApi,
} from "../../api/building-use-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

export function useEnvironments() {
  return useQuery({
    queryKey: queryKeys.environments,
    queryFn: async () => (await environmentsApi.list()).data,
  });
}

/** One building use with its rules and bundles; idle without an id (the add page). */
export function useEnvironment(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.environment(id ?? ""),
    queryFn: () => environmentsApi.get(id ?? ""),
    enabled: id !== undefined,
  });
}

/** The sizing rules of a building use, read apart from it so that a rule's change leaves the form be. */
export function useEnvironmentRules(id: string) {
  return useQuery({
    queryKey: queryKeys.environmentRules(id),
    queryFn: async () => (await environmentsApi.listRules(id)).data,
  });
}

export function useRequirements() {
  return useQuery({
    queryKey: queryKeys.requirements,
    queryFn: async () => (await requirementsApi.list()).data,
  });
}

/**
 * Writes to building uses, their rules and bundles. Each refreshes the list and the building use read,
 * except `update` and `putBundles`: the page saves those two together and calls `refresh` once both
 * are done, so that a refetch between them does not reset the form. Rule writes refresh the rules
 * only, for the same reason. A deleted building use is not fetched again (its 404 would leave for the
 * not-found page).
 */
export function useEnvironmentMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.environments });
  const refreshRules = (id: string) => client.invalidateQueries({ queryKey: queryKeys.environmentRules(id) });
  const refreshList = () =>
    client.invalidateQueries({ queryKey: queryKeys.environments, predicate: (q) => q.queryKey[1] !== "one" });
  return {
    refresh,
    create: useMutation({
      mutationFn: (body: TCreateEnvironmentRequest) => environmentsApi.create(body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TUpdateEnvironmentRequest }) =>
        environmentsApi.update(id, body),
    }),
    remove: useMutation({ mutationFn: (id: string) => environmentsApi.remove(id), onSuccess: refreshList }),
    putBundles: useMutation({
      mutationFn: ({ id, list }: { id: string; list: TPutEnvironmentBundlesRequest }) =>
        environmentsApi.putBundles(id, list),
    }),
    createRule: useMutation({
      mutationFn: ({ id, body }: { id: string; body: EnvironmentRuleBody }) =>
        environmentsApi.createRule(id, body),
      onSuccess: (_answer, { id }) => refreshRules(id),
    }),
    updateRule: useMutation({
      mutationFn: ({ id, ruleId, body }: { id: string; ruleId: string; body: EnvironmentRuleUpdateBody }) =>
        environmentsApi.updateRule(id, ruleId, body),
      onSuccess: (_answer, { id }) => refreshRules(id),
    }),
    removeRule: useMutation({
      mutationFn: ({ id, ruleId }: { id: string; ruleId: string }) => environmentsApi.removeRule(id, ruleId),
      onSuccess: (_answer, { id }) => refreshRules(id),
    }),
  };
}

/** Writes to requirements; each refreshes the list (and the building uses whose rules name them). */
export function useRequirementMutations() {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: queryKeys.requirements });
    await client.invalidateQueries({ queryKey: queryKeys.environments });
  };
  return {
    create: useMutation({
      mutationFn: (body: TCreateRequirementRequest) => requirementsApi.create(body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TUpdateRequirementRequest }) =>
        requirementsApi.update(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => requirementsApi.remove(id), onSuccess: refresh }),
  };
}
