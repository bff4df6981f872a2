import type { TCreateOrderRequest, TOrderCategoriesResponse, TOrderCategory } from "@q2c/domain";

/**
 * The order wizard's state (domain §4: "Order wizard keeps orderCategories and a step number"): the step
 * shown (0: lines by category, 1: ship-to per building, 2: confirm), the categories whose lines are ordered
 * now, and the buildings whose equipment ships to the customer's shipping address.
 */
export interface OrderWizardState {
  step: number;
  /** Keys of the categories ordered ({@link categoryKey}). */
  orderCategories: string[];
  /** Building ids shipped to the customer's shipping address (isCustomerShippingAddress). */
  customerShippingBuildings: string[];
}

export const WIZARD_STEPS = 3;

/** A category's key: its id, or "other" for lines with none. */
export const categoryKey = (c: Pick<TOrderCategory, "id">): string => c.id ?? "other";

/** Every category chosen, every building to its own address, on the first step. */
export const initialWizardState = (data: Pick<TOrderCategoriesResponse, "categories">): OrderWizardState => ({
  step: 0,
  orderCategories: data.categories.map(categoryKey),
  customerShippingBuildings: [],
});

const chosen = (
  data: Pick<TOrderCategoriesResponse, "categories">,
  state: Pick<OrderWizardState, "orderCategories">,
) => data.categories.filter((c) => state.orderCategories.includes(categoryKey(c)));

/** The lines the order will hold. */
export const chosenLines = (
  data: Pick<TOrderCategoriesResponse, "categories">,
  state: Pick<OrderWizardState, "orderCategories">,
) => chosen(data, state).flatMap((c) => c.lines);

/** The buildings that will receive equipment (bought lines) of the chosen categories, in the answer's order. */
export function shippedBuildings(
  data: Pick<TOrderCategoriesResponse, "categories" | "buildings">,
  state: Pick<OrderWizardState, "orderCategories">,
) {
  const ids = new Set(
    chosenLines(data, state)
      .filter((l) => l.bought)
      .map((l) => l.buildingId),
  );
  return data.buildings.filter((b) => ids.has(b.id));
}

/** Whether the step may be left forwards: the first needs at least one category. */
export const canAdvance = (state: OrderWizardState): boolean =>
  state.step !== 0 || state.orderCategories.length > 0;

/**
 * POST /orders of the wizard's choices: `items` only when some categories are left out (all chosen lines
 * otherwise), and only the buildings still shipped to the customer that receive equipment.
 */
export function createRequest(
  projectId: string,
  data: Pick<TOrderCategoriesResponse, "categories" | "buildings">,
  state: OrderWizardState,
): TCreateOrderRequest {
  const all = state.orderCategories.length === data.categories.length;
  const shipped = new Set(shippedBuildings(data, state).map((b) => b.id));
  const toCustomer = state.customerShippingBuildings.filter((id) => shipped.has(id));
  return {
    projectId,
    ...(all ? {} : { items: chosenLines(data, state).map((l) => l.id) }),
    ...(toCustomer.length > 0 ? { customerShippingBuildings: toCustomer } : {}),
  };
}

/** Adds or takes away one value of a list. */
export const toggle = (list: readonly string[], value: string, on: boolean): string[] =>
  on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
