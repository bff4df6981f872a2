import {
  AppError,
  CONTRACT_MESSAGES,
  can,
  type EntitlementFlag,
  MESSAGES,
  normaliseRole,
  type PermissionName,
  type PermissionSubject,
  type PermissionVerdict,
  PRICE_AUTOMATION_MESSAGES,
} from "@q2c/domain";
import type { Principal } from "./principal.ts";

/** What the registry's `can` looks at, from the principal loaded for the request. */
export function subjectOf(principal: Principal): PermissionSubject {
  return {
    accountKind: principal.accountKind,
    role: normaliseRole(principal.role),
    entitlements: principal.entitlements,
    canManageContracts: principal.canManageContracts ? "yes" : "no",
  };
}

/** For checks in use cases that depend on a row (own file, own account): they throw their own error. */
export const allows = (principal: Principal, permission: PermissionName): boolean =>
  can(permission, subjectOf(principal)).allowed;

const ENTITLEMENT_MESSAGES: Partial<Record<EntitlementFlag, string>> = {
  hasContracts: CONTRACT_MESSAGES.notEntitled,
  hasPriceAutomation: PRICE_AUTOMATION_MESSAGES.notEntitled,
};

/**
 * A refusal as the API answers it: a kind of account the permission is not for is told the thing does
 * not exist (404, foundation §6 SEN and SEN/MSP); a role, plan or contracts flag that falls short is 403.
 */
export function denialError(verdict: Exclude<PermissionVerdict, { allowed: true }>): AppError {
  switch (verdict.reason) {
    case "account":
      return new AppError("not_found");
    case "role":
      return new AppError("forbidden");
    case "entitlement":
      return new AppError("forbidden", {
        message: ENTITLEMENT_MESSAGES[verdict.entitlement] ?? MESSAGES.forbidden,
      });
    case "contracts":
      return new AppError("forbidden", { message: CONTRACT_MESSAGES.cannotManage });
  }
}

/** The access hook's check of a route's permission. */
export function assertPermission(principal: Principal, permission: PermissionName): void {
  const verdict = can(permission, subjectOf(principal));
  if (!verdict.allowed) throw denialError(verdict);
}
