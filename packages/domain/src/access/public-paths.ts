import { matchPath } from "./route-match.ts";

/** Login guard (spec §6): pages reachable without an access token. */
const PUBLIC_EXACT = [
  "/login",
  "/forgot-password",
  "/privacy-policy",
  "/verify",
  "/pages/error-404",
  "/pages/not-authorized",
];
const PUBLIC_PREFIXES = ["/register", "/new-password", "/invoice-payment"];
const PUBLIC_PATTERNS = ["/quotes/:quoteId/sign"];

/** Whether a pathname (query ignored) needs no login. */
export function isPublicPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const clean = (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).toLowerCase();
  return (
    PUBLIC_EXACT.includes(clean) ||
    PUBLIC_PREFIXES.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`)) ||
    PUBLIC_PATTERNS.some((pattern) => matchPath(pattern, clean) !== null)
  );
}
