import { canAccessArea } from "./areas.ts";
import type { AccessContext } from "./context.ts";
import { hasEntitlements } from "./entitlements.ts";
import { isOnboardingRestricted } from "./onboarding.ts";
import { checkLocation } from "./route-guard.ts";
import { matchRoute } from "./route-match.ts";
import { passesRule } from "./rule-sets.ts";
import {
  ASSESSMENT_AND_DESIGN_ITEM,
  CATEGORY_ITEM_ICON,
  type MenuItemSpec,
  MSP_MENU_MOVES,
  SIDE_MENU,
} from "./side-menu.ts";
import { resolveTitle } from "./titles.ts";

/** A category as the categories call returns it (spec §3, §7). */
export interface MenuCategory {
  readonly id: string;
  readonly parentId: string | null | undefined;
  readonly name: string;
  readonly showInMenu: "yes" | "no";
}

/**
 * The services and "unknown" categories have fixed ids per environment whose values the spec does
 * not give; without ids they are recognised by name ("Services", "unknown", any case).
 */
export interface CatalogMenuOptions {
  readonly servicesCategoryId?: string;
  readonly unknownCategoryIds?: readonly string[];
}

/** A menu entry ready to render: titles resolved for the account kind, hidden entries removed. */
export interface MenuEntry {
  readonly id: string;
  readonly title: string;
  readonly path: string | null;
  readonly icon: string;
  readonly children: readonly MenuEntry[];
}

function passesOwnRequirements(item: MenuItemSpec, ctx: AccessContext): boolean {
  if (item.kinds !== undefined && !item.kinds.includes(ctx.accountKind)) return false;
  if (item.area !== undefined && !canAccessArea(item.area, ctx)) return false;
  if (item.needsCrmIntegration === true && !ctx.hasCrmIntegration) return false;
  if (item.rule !== undefined && !passesRule(item.rule, ctx.role)) return false;
  if (item.entitlements !== undefined && !hasEntitlements(ctx, item.entitlements)) return false;
  if (item.path !== undefined && matchRoute(item.path) !== null) {
    return checkLocation({ pathname: item.path }, ctx).kind === "ok";
  }
  // An entry without a page of its own leads nowhere onboarding allows.
  const isLeaf = item.children === undefined && item.categoryItems !== true;
  return !(isLeaf && item.path === undefined && isOnboardingRestricted(ctx));
}

function entry(item: MenuItemSpec, ctx: AccessContext, children: readonly MenuEntry[] = []): MenuEntry {
  return {
    id: item.id,
    title: resolveTitle(item.title, ctx.accountKind),
    path: item.path ?? null,
    icon: item.icon,
    children,
  };
}

const sameName = (name: string, expected: string): boolean => name.trim().toLowerCase() === expected;

function categoryEntries(
  ctx: AccessContext,
  categories: readonly MenuCategory[],
  options: CatalogMenuOptions,
): MenuEntry[] {
  const isUnknown = (c: MenuCategory): boolean =>
    options.unknownCategoryIds?.includes(c.id) ?? sameName(c.name, "unknown");
  const isServices = (c: MenuCategory): boolean =>
    options.servicesCategoryId !== undefined
      ? c.id === options.servicesCategoryId
      : sameName(c.name, "services");
  const assessment = passesOwnRequirements(ASSESSMENT_AND_DESIGN_ITEM, ctx)
    ? [entry(ASSESSMENT_AND_DESIGN_ITEM, ctx)]
    : [];
  const roots = categories.filter(
    (c) => !c.parentId && c.showInMenu === "yes" && (ctx.accountKind === "platformOwner" || !isUnknown(c)),
  );
  let placed = false;
  const items = roots.flatMap((category) => {
    const spec: MenuItemSpec = {
      id: `category-${category.id}`,
      title: category.name,
      icon: CATEGORY_ITEM_ICON,
      path: `/product-category/${encodeURIComponent(category.id)}`,
    };
    if (!passesOwnRequirements(spec, ctx)) return [];
    const underServices = !placed && isServices(category);
    placed ||= underServices;
    return [entry(spec, ctx, underServices ? assessment : [])];
  });
  return placed ? items : [...items, ...assessment];
}

function build(
  items: readonly MenuItemSpec[],
  ctx: AccessContext,
  categories: readonly MenuCategory[],
  options: CatalogMenuOptions,
): MenuEntry[] {
  return items.flatMap((item) => {
    if (!passesOwnRequirements(item, ctx)) return [];
    const isGroup = item.children !== undefined || item.categoryItems === true;
    if (!isGroup) return [entry(item, ctx)];
    const children = [
      ...build(item.children ?? [], ctx, categories, options),
      ...(item.categoryItems === true ? categoryEntries(ctx, categories, options) : []),
    ];
    // A group without a page of its own is pointless when everything under it is hidden.
    if (children.length === 0 && item.path === undefined) return [];
    return [entry(item, ctx, children)];
  });
}

/** Spec §2: for MSP accounts Reports and Support move to fixed positions, where they exist. */
export function applyMspMoves(entries: readonly MenuEntry[]): MenuEntry[] {
  const moved = MSP_MENU_MOVES.flatMap((move) => {
    const found = entries.find((e) => e.id === move.id);
    return found === undefined ? [] : [{ entry: found, position: move.position }];
  });
  const result = entries.filter((e) => !moved.some((m) => m.entry === e));
  for (const { entry: item, position } of moved) result.splice(Math.min(position, result.length), 0, item);
  return result;
}

/** The side menu for one user: filtered by account kind, role, teams and entitlements. */
export function buildMenu(
  ctx: AccessContext,
  categories: readonly MenuCategory[] = [],
  options: CatalogMenuOptions = {},
  items: readonly MenuItemSpec[] = SIDE_MENU,
): MenuEntry[] {
  if (!ctx.loggedIn) return [];
  const entries = build(items, ctx, categories, options);
  return ctx.accountKind === "msp_expert" ? applyMspMoves(entries) : entries;
}
