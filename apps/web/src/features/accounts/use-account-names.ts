import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { accountsApi } from "../../api/accounts-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/**
 * Names of accounts that a list refers to by id (a parent, a location's account). Lists carry ids
 * only, so each distinct id not already known is read once with GET /accounts/:id and cached.
 */
export function useAccountNames(ids: readonly (string | null)[], known: ReadonlyMap<string, string>) {
  const missing = useMemo(
    () => [...new Set(ids)].filter((id): id is string => id !== null && !known.has(id)).sort(),
    [ids, known],
  );
  const answers = useQueries({
    queries: missing.map((id) => ({
      queryKey: queryKeys.account(id, "plain"),
      queryFn: () => accountsApi.get(id, { ignore403: true }),
      staleTime: 5 * 60_000,
    })),
  });
  const fetched = answers.map((a) => a.data?.accountName ?? "").join("\u0000");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fetched` stands for the answers' names.
  return useMemo(() => {
    const names = new Map(known);
    missing.forEach((id, i) => {
      const name = answers[i]?.data?.accountName;
      if (name) names.set(id, name);
    });
    return names;
  }, [known, missing, fetched]);
}
