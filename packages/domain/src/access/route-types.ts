import type { AreaName } from "./areas.ts";
import type { AccountKind } from "./context.ts";
import type { EntitlementFlag } from "./entitlements.ts";
import type { RuleName } from "./rule-sets.ts";
import type { Crumb, TitleText } from "./titles.ts";

/**
 * One route of spec §2 as written in a section file. Flags left out are off; `rule: null` means any
 * signed-in role. Every route states its rule explicitly so that a review sees it.
 */
export interface RouteSpec {
  readonly id: string;
  /** react-router style pattern, e.g. /quotes/:quoteId/view */
  readonly path: string;
  readonly title: TitleText;
  /** Starts at "Dashboard" for every non-public route; empty for public pages. */
  readonly breadcrumb: readonly Crumb[];
  readonly rule: RuleName | null;
  /** No login needed (spec "Public pages"). */
  readonly public?: boolean;
  /** Only the platform owner account; others see 404. */
  readonly sen?: boolean;
  /** The platform owner or an MSP account; others see 404. */
  readonly senMsp?: boolean;
  /** Sends the user to / when their canManageContracts is "no". */
  readonly contracts?: boolean;
  readonly entitlements?: readonly EntitlementFlag[];
  /** Fixed-width layout, applied to the msp and customer kinds only. */
  readonly fixedWidth?: boolean;
  readonly area?: AreaName;
  /** Query values the page reads (documented for the web, not checked). */
  readonly query?: readonly string[];
  /** Query values without which the page goes to /login. */
  readonly requiredQuery?: readonly string[];
  /** Listed by the spec but switched off (the external academy); answers 404. */
  readonly disabled?: boolean;
  /**
   * Where customers and link partners go instead, the route's params filled in: they read what the
   * provider builds here (the quote builder sends them to the quote's read-only view).
   */
  readonly readerPath?: string;
}

/** A route with every flag spelled out, as the rest of the code reads it. */
export interface AppRoute {
  readonly id: string;
  readonly path: string;
  readonly title: TitleText;
  readonly breadcrumb: readonly Crumb[];
  readonly rule: RuleName | null;
  readonly public: boolean;
  readonly sen: boolean;
  readonly senMsp: boolean;
  readonly contracts: boolean;
  readonly entitlements: readonly EntitlementFlag[];
  readonly fixedWidth: boolean;
  readonly area: AreaName | null;
  readonly query: readonly string[];
  readonly requiredQuery: readonly string[];
  readonly disabled: boolean;
  readonly readerPath: string | null;
}

export function toAppRoute(spec: RouteSpec): AppRoute {
  return {
    id: spec.id,
    path: spec.path,
    title: spec.title,
    breadcrumb: spec.breadcrumb,
    rule: spec.rule,
    public: spec.public ?? false,
    sen: spec.sen ?? false,
    senMsp: spec.senMsp ?? false,
    contracts: spec.contracts ?? false,
    entitlements: spec.entitlements ?? [],
    fixedWidth: spec.fixedWidth ?? false,
    area: spec.area ?? null,
    query: spec.query ?? [],
    requiredQuery: spec.requiredQuery ?? [],
    disabled: spec.disabled ?? false,
    readerPath: spec.readerPath ?? null,
  };
}

const FIXED_WIDTH_KINDS: readonly AccountKind[] = ["msp_expert", "customer"];

export function isFixedWidth(route: AppRoute, kind: AccountKind): boolean {
  return route.fixedWidth && FIXED_WIDTH_KINDS.includes(kind);
}
