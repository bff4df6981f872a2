import Decimal from "decimal.js";

/**
 * The level monthly payment that repays `amount` over `months` at an annual rate of `ratePercent`
 * (the standard annuity formula, monthly compounding): A·r / (1 − (1 + r)^−n) with r = rate / 12.
 * A rate of zero spreads the amount evenly. Rounded half up to cents, as a lender quotes it.
 */
export function monthlyPayment(amount: string, ratePercent: string, months: number): string {
  const principal = new Decimal(amount);
  const n = Math.max(1, months);
  const r = new Decimal(ratePercent).div(100).div(12);
  const payment = r.isZero()
    ? principal.div(n)
    : principal.mul(r).div(new Decimal(1).minus(r.plus(1).pow(-n)));
  return payment.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** What the borrower pays in all: the rounded payment times the term. */
export const totalOfPayments = (payment: string, months: number): string =>
  new Decimal(payment).mul(Math.max(1, months)).toFixed(2);

export const toCents = (value: string): string =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
