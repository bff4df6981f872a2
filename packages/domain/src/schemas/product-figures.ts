import Decimal from "decimal.js";
import type { TProduct } from "./products.ts";

/** Money as the catalogue shows it: at least two decimals, more only when the cost has them. */
export const formatMoney4 = (value: Decimal.Value): string => {
  const d = new Decimal(value);
  return d.decimalPlaces() <= 2 ? d.toFixed(2) : d.toFixed();
};

const marginOf = (profit: Decimal, price: Decimal): string =>
  price.isZero() ? "0.00" : profit.div(price).times(100).toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * Domain §5: total unit cost = cost + soft cost; gross profit = price - hard cost; net profit = price -
 * total cost; margins are profit over price in percent with 2 decimals ("0.00" when the price is 0).
 * A missing cost is flagged, so the page can highlight it; the total unit cost counts it as 0, but the
 * profits and margins are unknown (null): a product without a cost never shows a 100% margin (issue #16
 * §5). Shared so a form can show the figures while the user types.
 */
export function productFigures(p: {
  price: string;
  cost: string | null;
  softCost: string;
}): Pick<
  TProduct,
  "totalUnitCost" | "grossProfit" | "grossMargin" | "netProfit" | "netMargin" | "costMissing"
> {
  const price = new Decimal(p.price);
  const cost = new Decimal(p.cost ?? 0);
  const total = cost.plus(p.softCost);
  if (p.cost === null) {
    return {
      totalUnitCost: formatMoney4(total),
      grossProfit: null,
      grossMargin: null,
      netProfit: null,
      netMargin: null,
      costMissing: true,
    };
  }
  const gross = price.minus(cost);
  const net = price.minus(total);
  return {
    totalUnitCost: formatMoney4(total),
    grossProfit: formatMoney4(gross),
    grossMargin: marginOf(gross, price),
    netProfit: formatMoney4(net),
    netMargin: marginOf(net, price),
    costMissing: false,
  };
}
