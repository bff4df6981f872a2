import { useDebouncedValue } from "@mantine/hooks";
import type { TSigningTotals } from "@q2c/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { signingApi } from "../../api/signing-api.ts";
import { type ChoiceState, choicesRequestOf } from "./signing-model.ts";

/** How long the choices rest before they are priced (a run of clicks asks once). */
export const PRICE_DEBOUNCE_MS = 350;

export interface LiveTotals {
  totals: TSigningTotals;
  updating: boolean;
  failed: boolean;
}

/**
 * The quote's totals for the choices as they stand, priced by the server's engine (POST sign/price) once
 * the choices rest; the document's own totals until the first change. The last answer stays shown while
 * the next is asked.
 */
export function useLiveTotals(
  quoteId: string,
  signingToken: string,
  choices: ChoiceState,
  initialChoices: ChoiceState,
  initialTotals: TSigningTotals,
): LiveTotals {
  const key = useMemo(() => JSON.stringify(choicesRequestOf(choices)), [choices]);
  const initialKey = useMemo(() => JSON.stringify(choicesRequestOf(initialChoices)), [initialChoices]);
  const [settled] = useDebouncedValue(key, PRICE_DEBOUNCE_MS);
  const changed = settled !== initialKey;
  const query = useQuery({
    queryKey: ["signing", quoteId, "price", signingToken, settled],
    queryFn: () => signingApi.price(quoteId, signingToken, JSON.parse(settled)),
    enabled: changed,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const pending = key !== settled || (changed && query.isFetching);
  return {
    totals: changed && query.data ? query.data : initialTotals,
    updating: pending && key !== initialKey,
    failed: changed && query.isError,
  };
}
