import type { PageRegistry } from "./build-routes.tsx";
import { lazyPage } from "./lazy-page.ts";

/**
 * The pages that exist. Only these routes of the domain table are registered; every other path,
 * including spec routes whose page is not written yet, falls to /pages/error-404 (ARCHITECTURE.md:
 * no page that pretends). To add a page: write src/features/<domain>/<name>-page.tsx with the page
 * as its default export, then add its route id here. Title, breadcrumb, rule and flags come from
 * the route table in @q2c/domain.
 */
export const PAGES: PageRegistry = {
  login: lazyPage(() => import("../../features/auth/login-page.tsx")),
  // The invite link only redirects to /register (its guard), so it shares the register page.
  "register.invite": lazyPage(() => import("../../features/auth/register-page.tsx")),
  register: lazyPage(() => import("../../features/auth/register-page.tsx")),
  "forgot-password": lazyPage(() => import("../../features/auth/forgot-password-page.tsx")),
  "new-password": lazyPage(() => import("../../features/auth/new-password-page.tsx")),
  "new-password.token": lazyPage(() => import("../../features/auth/new-password-page.tsx")),
  "error-404": lazyPage(() => import("../../features/errors/not-found-page.tsx")),
  "not-authorized": lazyPage(() => import("../../features/errors/not-authorized-page.tsx")),
  dashboard: lazyPage(() => import("../../features/dashboard/dashboard-page.tsx")),
  "user.profile": lazyPage(() => import("../../features/profile/profile-page.tsx")),
};
