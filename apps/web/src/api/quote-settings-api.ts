import type { TApprovalState, TQuoteSettings, TUpdateQuoteSettingsRequest } from "@q2c/domain";
import type { ApiError } from "./api-error.ts";
import { api } from "./client.ts";

/** PUT /quote-settings: a limit sent as null is cleared (the client lists it in nullFields). */
export type QuoteSettingsBody = Omit<TUpdateQuoteSettingsRequest, "nullFields">;

/** The tenant's quote defaults and guardrails (issue #16 §4, §5). */
export const quoteSettingsApi = {
  get: () => api.get<TQuoteSettings>("/quote-settings"),
  /** Resolves a 409 (someone else saved first) to its ApiError. */
  update: (body: QuoteSettingsBody) =>
    api.put<TQuoteSettings>("/quote-settings", body, { ignore409: true }) as Promise<
      TQuoteSettings | ApiError
    >,
};

const approvalsPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/approvals`;

/** A quote's guardrail breaches and approval requests; the provider's side only. */
export const approvalsApi = {
  state: (projectId: string) => api.get<TApprovalState>(approvalsPath(projectId)),
  request: (projectId: string, comment: string) =>
    api.post<TApprovalState>(approvalsPath(projectId), comment === "" ? {} : { comment }),
  /** Resolves a 409 (the request changed since it was read) to its ApiError. */
  decide: (
    projectId: string,
    approvalId: string,
    body: { version: number; decision: "approved" | "rejected"; comment: string },
  ) =>
    api.post<TApprovalState>(`${approvalsPath(projectId)}/${encodeURIComponent(approvalId)}/decision`, body, {
      ignore409: true,
    }) as Promise<TApprovalState | ApiError>,
};
