import { memo, useEffect, useRef, useState } from "react";
import type { LinePatch } from "./draft-model.ts";
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
}

/**
 * An inline figure of a line. Each valid keystroke goes to the draft at once (so the totals follow the
 * typing) and the store saves it once the typing settles; an invalid one stays in the box, marked, and
 * reaches nothing (the grid says why, below it). While the box has focus, what the user typed wins
 * over a new draft value. No tooltip per box: a grid in view holds a hundred of them; and a plain input
 * styled like Mantine's xs TextInput (grid-cells.module.css), since a TextInput is a tree of components.
 */
export const FigureInput = memo(function FigureInput({
  lineId,
  field,
  value,
  label,
  placeholder,
}: FigureInputProps) {
  const { actions, readOnly, reportError, errorId } = useGridActions();
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const focused = useRef(false);

  useEffect(() => {
    if (focused.current) return;
    setText(value);
    setError(null);
  }, [value]);

  if (readOnly) return <span>{value || "—"}</span>;
  const fail = (message: string | null) => {
    setError(message);
    reportError(label, message);
  };
  return (
    <input
      type="text"
      className={classes.input}
      aria-label={label}
      data-testid={`line-${field}`}
      placeholder={placeholder}
      value={text}
      data-error={error !== null || undefined}
      aria-invalid={error !== null}
      aria-describedby={error !== null ? errorId : undefined}
      title={error ?? undefined}
      autoComplete="off"
      inputMode="decimal"
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        // What cannot be saved is not kept: the box shows the draft's value again.
        if (error !== null) {
          setText(value);
          fail(null);
        }
      }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const parsed = PARSERS[field](next);
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
