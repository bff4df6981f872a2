// Exact arithmetic on decimal strings (quantities and prices never go through floats).

function parse(value: string): { digits: bigint; scale: number } {
  const [whole = "0", fraction = ""] = value.trim().replace(/^\+/, "").split(".");
  return { digits: BigInt(`${whole}${fraction}` || "0"), scale: fraction.length };
}

/** a × b, rounded half up to `scale` decimals (the scale of a line's quantity column). */
export function multiplyDecimal(a: string, b: string, scale = 6): string {
  const x = parse(a);
  const y = parse(b);
  let digits = x.digits * y.digits;
  let from = x.scale + y.scale;
  if (from > scale) {
    const divisor = 10n ** BigInt(from - scale);
    const sign = digits < 0n ? -1n : 1n;
    const abs = digits * sign;
    digits = sign * ((abs + divisor / 2n) / divisor);
    from = scale;
  }
  const negative = digits < 0n;
  const text = (negative ? -digits : digits).toString().padStart(from + 1, "0");
  const whole = text.slice(0, text.length - from);
  const fraction = text.slice(text.length - from).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** Below a billion, like every figure the builder accepts (and well inside the NUMERIC columns). */
export const belowBillion = (value: string): boolean => {
  const whole = value.trim().replace(/^-/, "").split(".")[0] ?? "0";
  return whole.replace(/^0+/, "").length <= 9;
};
