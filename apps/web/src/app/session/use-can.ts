import { isAllowed, type PermissionName } from "@q2c/domain";
import { useAccessContext } from "./use-session.ts";

/**
 * Whether the signed-in user holds a permission of the registry (packages/domain/src/access/permissions.ts),
 * decided by the same `can` as the server's access hook: pages show or hide what the server would refuse.
 */
export function useCan(permission: PermissionName): boolean {
  return isAllowed(permission, useAccessContext());
}
