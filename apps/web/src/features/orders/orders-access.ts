import {
  type AccessContext,
  can,
  HOME_PATH,
  NOT_AUTHORIZED_PATH,
  NOT_FOUND_PATH,
  type PermissionName,
} from "@q2c/domain";

/**
 * Where a user goes who opens an order page without the permission its reads need, or null to stay. The
 * routes let any role of an entitled account in (their rule is null: the customer's view of its orders and
 * the engineers' provisioning come later), while GET /orders needs `orders.read`: such a user is sent where
 * the router sends a refused route (404 for an account kind the API does not serve, not-authorized for a
 * role, home without the entitlement) instead of a page whose reads fail.
 */
export function ordersRefusal(ctx: AccessContext, permission: PermissionName = "orders.read"): string | null {
  const verdict = can(permission, ctx);
  if (verdict.allowed) return null;
  if (verdict.reason === "role") return NOT_AUTHORIZED_PATH;
  if (verdict.reason === "entitlement" || verdict.reason === "contracts") return HOME_PATH;
  return NOT_FOUND_PATH;
}
