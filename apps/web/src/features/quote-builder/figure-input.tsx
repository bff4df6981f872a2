import { memo, useEffect, useRef, useState } from "react";
import type { LinePatch } from "./draft-model.ts";
import { formatMoneyInput, formatQuantity, withoutSeparators } from "./figure-format.ts";
import classes from "./grid-cells.module.css";
import { useGridActions } from "./grid-context.ts";
import { type Parsed, parseDiscount, parsePrice, parseQuantity } from "./line-inputs.ts";

type Field = "quantity" | "price" | "discount";

const PARSERS: Record<Field, (text: string) => Parsed<LinePatch[Field]>> = {
  quantity: parseQuantity,
  price: parsePrice,
  discount: parseDiscount,
};

export interface FigureInputProps {
  lineId: string;
  field: Field;
  /** The draft's value as text. */
  value: string;
  label: string;
  placeholder?: string;
  /** Says more than the label (what a discount amount is taken off). */
  title?: string;
}

const formatAmountOrPercent = (value: string) => (value.endsWith("%") ? value : formatMoneyInput(value));

/** How a box shows the draft's value while it does not have focus (with focus: the value as it is). */
const FORMATS: Record<Field, (value: string) => string> = {
  quantity: formatQuantity,
  price: formatMoneyInput,
  discount: formatAmountOrPercent,
};

/**
 * An inline figure of a line. Each valid keystroke goes to the draft at once (so the totals follow the
 * typing) and the store saves it once the typing settles; an invalid one stays in the box, marked
 * (aria-invalid, the message in its title and in the grid's message, which it names in
 * aria-describedby), and reaches nothing, also after the box loses focus, until the user corrects it
 * or presses Escape. While the box has focus, what the user typed wins over a new draft value; else it
 * shows the value formatted (thousands separators, money to the cent). A plain input styled
 * like Mantine's xs TextInput (grid-cells.module.css), since a TextInput is a tree of components.
 */
export const FigureInput = memo(function FigureInput({
  lineId,
  field,
  value,
  label,
  placeholder,
  title,
}: FigureInputProps) {
  const { actions, readOnly, reportError, errorId } = useGridActions();
  // What the user typed, while the box has focus or holds what cannot be saved; null shows the draft's.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const focusedRef = useRef(false);
  const errorRef = useRef<string | null>(null);
  errorRef.current = error;

  // A new draft value (a save's answer, a bulk edit) replaces what the box held, unless it has focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the value changes, which it does not read.
  useEffect(() => {
    if (focusedRef.current) return;
    setTyped(null);
    setError(null);
  }, [value]);

  // A box scrolled out of view takes its message along (it shows the draft's value when it returns).
  useEffect(
    () => () => {
      if (errorRef.current !== null) reportError(label, null);
    },
    [label, reportError],
  );

  if (readOnly) return <span>{value ? FORMATS[field](value) : "—"}</span>;
  const fail = (message: string | null) => {
    setError(message);
    reportError(label, message);
  };
  // Formatted with focus too: a box whose text changed as it took focus would lose the caret or selection
  // the click (or a select-all) just made. Typed separators are read (withoutSeparators).
  const shown = typed ?? FORMATS[field](value);
  return (
    <input
      type="text"
      className={classes.input}
      aria-label={label}
      data-testid={`line-${field}`}
      placeholder={placeholder}
      value={shown}
      data-error={error !== null || undefined}
      aria-invalid={error !== null}
      aria-describedby={error !== null ? errorId : undefined}
      title={error ?? title}
      autoComplete="off"
      inputMode="decimal"
      onFocus={() => {
        focusedRef.current = true;
      }}
      onBlur={() => {
        focusedRef.current = false;
        // A valid figure shows formatted again; an invalid one stays, with its message.
        if (error === null) setTyped(null);
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || typed === null) return;
        // Back to the draft's value: what was typed and could not be saved is dropped.
        setTyped(null);
        if (error !== null) fail(null);
      }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped(next);
        const parsed = PARSERS[field](withoutSeparators(next));
        if (!parsed.ok) {
          fail(parsed.error);
          return;
        }
        if (error !== null) fail(null);
        actions.editLine(lineId, { [field]: parsed.value } as LinePatch);
      }}
    />
  );
});
