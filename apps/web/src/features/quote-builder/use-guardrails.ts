import type { GuardrailBreach, Guardrails, TApprovalState } from "@q2c/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { isApiError } from "../../api/api-error.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { approvalsApi } from "../../api/quote-settings-api.ts";
import { useProjectRoom } from "../../app/realtime/use-project-room.ts";
import { useQuoteSettings } from "../settings-quotes/use-quote-settings.ts";
import { approvalViewOf, breachesByLine, breachesOf } from "./guardrail-model.ts";
import type { PricedDraft } from "./use-builder.ts";

/**
 * The draft's guardrail breaches (issue #16 §5), from the pricing the builder already ran and the
 * tenant's settings (GET /quote-settings, cached). Only the provider's side asks (`enabled`): customers
 * and link partners never read the settings. The lists keep their objects while their contents stay the
 * same, so typing that changes no breach draws no warning again.
 */
export function useGuardrails(pricing: PricedDraft, enabled: boolean) {
  const settings = useQuoteSettings(enabled);
  const data = enabled ? settings.data : undefined;
  const rails: Guardrails | null = useMemo(
    () =>
      data ? { minMarginPercent: data.minMarginPercent, maxDiscountPercent: data.maxDiscountPercent } : null,
    [data],
  );
  const found = useMemo(() => breachesOf(pricing.input, pricing.priced, rails), [pricing, rails]);
  const key = JSON.stringify(found);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the breaches' contents.
  const breaches = useMemo(() => found, [key]);
  const byLine = useMemo(() => breachesByLine(breaches), [breaches]);
  return { breaches, byLine };
}

function useApprovalsQuery(projectId: string, version: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.projectApprovalsAt(projectId, version),
    queryFn: () => approvalsApi.state(projectId),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether the draft may not move past Review now: it breaks a guardrail and no approved request covers
 * it (the server's rule, stageNeedsApproval). For the stage stepper's facts (`needsApproval`); reads the
 * same query as the approval panel.
 */
export function useNeedsApproval(
  projectId: string,
  version: number,
  breaches: readonly GuardrailBreach[],
  userId: string,
): boolean {
  const query = useApprovalsQuery(projectId, version, breaches.length > 0);
  const kind = approvalViewOf(breaches, query.data?.approvals ?? [], userId).kind;
  return kind === "needed" || kind === "pending";
}

type Decision = { approvalId: string; version: number; decision: "approved" | "rejected"; comment: string };

/**
 * The quote's approval requests as the server holds them for the saved `version` (read again with each
 * save, and when someone requests or decides: the quote's room says so). Idle while `enabled` is off.
 */
export function useApprovals(projectId: string, version: number, enabled: boolean) {
  const client = useQueryClient();
  const key = queryKeys.projectApprovalsAt(projectId, version);
  const query = useApprovalsQuery(projectId, version, enabled);
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.projectApprovals(projectId) });
  useProjectRoom(enabled ? projectId : undefined, {
    onActivity: (event) => {
      if (event.kind === "event") refresh();
    },
  });
  const store = (state: TApprovalState) => client.setQueryData(key, state);
  const request = useMutation({
    mutationFn: (comment: string) => approvalsApi.request(projectId, comment),
    onSuccess: store,
  });
  const decide = useMutation({
    mutationFn: ({ approvalId, ...body }: Decision) => approvalsApi.decide(projectId, approvalId, body),
    onSuccess: (answer) => {
      // Someone decided or changed it first: show what it is now.
      if (isApiError(answer)) refresh();
      else store(answer);
    },
  });
  return { query, request, decide, refresh };
}
