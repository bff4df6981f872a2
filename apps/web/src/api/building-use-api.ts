import type {
  TCreateEnvironmentRequest,
  TCreateRequirementRequest,
  TEnvironment,
  TEnvironmentBundle,
  TEnvironmentDetail,
  TEnvironmentRule,
  TPutEnvironmentBundlesRequest,
  TRequirement,
  TUpdateEnvironmentRequest,
  TUpdateRequirementRequest,
  ZCreateEnvironmentRuleRequest,
} from "@q2c/domain";
import type { z } from "zod";
import { api } from "./client.ts";

/** POST /environments/:id/rules as sent. */
export type EnvironmentRuleBody = z.input<typeof ZCreateEnvironmentRuleRequest>;
/** PUT /environments/:id/rules/:ruleId: null clears requirementId / bundleId (sent as nullFields). */
export type EnvironmentRuleUpdateBody = Partial<Omit<EnvironmentRuleBody, "requirementId" | "bundleId">> & {
  requirementId?: string | null;
  bundleId?: string | null;
};

const environmentPath = (id: string) => `/environments/${encodeURIComponent(id)}`;
const rulePath = (id: string, ruleId: string) => `${environmentPath(id)}/rules/${encodeURIComponent(ruleId)}`;
const requirementPath = (id: string) => `/requirements/${encodeURIComponent(id)}`;

/** Building Use (environments) with their sizing rules and suggested bundles. */
export const environmentsApi = {
  list: () => api.get<{ data: TEnvironment[] }>("/environments"),
  /** A building use that is gone leaves for the 404 page. */
  get: (id: string) => api.get<TEnvironmentDetail>(environmentPath(id), { redirectOnNotFound: true }),
  create: (body: TCreateEnvironmentRequest) => api.post<TEnvironmentDetail>("/environments", body),
  update: (id: string, body: TUpdateEnvironmentRequest) => api.put<TEnvironment>(environmentPath(id), body),
  remove: (id: string) => api.delete<{ id: string }>(environmentPath(id)),
  listRules: (id: string) => api.get<{ data: TEnvironmentRule[] }>(`${environmentPath(id)}/rules`),
  createRule: (id: string, body: EnvironmentRuleBody) =>
    api.post<TEnvironmentRule>(`${environmentPath(id)}/rules`, body),
  updateRule: (id: string, ruleId: string, body: EnvironmentRuleUpdateBody) =>
    api.put<TEnvironmentRule>(rulePath(id, ruleId), body),
  removeRule: (id: string, ruleId: string) => api.delete<{ id: string }>(rulePath(id, ruleId)),
  /** The bulk update: the whole ordered list replaces the suggested bundles. */
  putBundles: (id: string, list: TPutEnvironmentBundlesRequest) =>
    api.put<{ data: TEnvironmentBundle[] }>(`${environmentPath(id)}/bundles`, list),
};

/** Performance Requirements. */
export const requirementsApi = {
  list: () => api.get<{ data: TRequirement[] }>("/requirements"),
  create: (body: TCreateRequirementRequest) => api.post<TRequirement>("/requirements", body),
  update: (id: string, body: TUpdateRequirementRequest) => api.put<TRequirement>(requirementPath(id), body),
  remove: (id: string) => api.delete<{ id: string }>(requirementPath(id)),
};
