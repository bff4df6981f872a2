import { Group, Paper, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES, PRODUCT_SEARCH_MIN, type ProductOwnership, type TProduct } from "@q2c/domain";
import { IconSearch } from "@tabler/icons-react";
import { type KeyboardEvent, useId, useState } from "react";
import { BUNDLE_TEXTS } from "./texts.ts";
import { useProductMatches } from "./use-bundles.ts";

/** Typing settles for this long before a search is sent. */
export const PICKER_DEBOUNCE_MS = 300;

export interface ProductPickerProps {
  /** Which products a bundle of this owner may hold (the server refuses others). */
  productOwnership: ProductOwnership;
  onPick: (product: TProduct) => void;
}

const partNumberOf = (p: TProduct) => p.manufacturerPartNumber || p.mspPartNumber || p.partnerPartNumber;

/**
 * A search box with its results as a listbox (the ARIA combobox pattern): the arrow keys move the
 * highlighted result, Enter adds it, Escape clears the search. A click adds a result too.
 */
export function ProductPicker({ productOwnership, onPick }: ProductPickerProps) {
  const listId = useId();
  const [term, setTerm] = useState("");
  const [active, setActive] = useState(0);
  const [debounced] = useDebouncedValue(term.trim(), PICKER_DEBOUNCE_MS);
  const ready = debounced.length >= PRODUCT_SEARCH_MIN && term.trim().length >= PRODUCT_SEARCH_MIN;
  const search = useProductMatches(ready ? debounced : "", productOwnership);
  const results = ready ? (search.data?.data ?? []) : [];
  const length = term.trim().length;
  const tooShort = length > 0 && length < PRODUCT_SEARCH_MIN;
  const open = ready && !search.isPending;

  // A shorter list than before keeps a highlighted result.
  const current = Math.max(0, Math.min(active, results.length - 1));

  const pick = (product: TProduct | undefined) => {
    if (!product) return;
    onPick(product);
    setTerm("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && results.length > 0) {
      event.preventDefault();
      setActive((current + 1) % results.length);
    } else if (event.key === "ArrowUp" && results.length > 0) {
      event.preventDefault();
      setActive((current - 1 + results.length) % results.length);
    } else if (event.key === "Enter") {
      // Enter must not submit the bundle's form.
      event.preventDefault();
      if (open) pick(results[current]);
    } else if (event.key === "Escape") {
      setTerm("");
    }
  };
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <div>
      <TextInput
        type="search"
        role="combobox"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && results.length > 0 ? optionId(current) : undefined}
        label={BUNDLE_TEXTS.searchLabel}
        placeholder={BUNDLE_TEXTS.searchPlaceholder}
        description={tooShort ? MESSAGES.searchTooShort : BUNDLE_TEXTS.searchHelp}
        leftSection={<IconSearch size={16} aria-hidden />}
        autoComplete="off"
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
          // New results start with their first one highlighted.
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        maw={480}
      />
      {ready && search.isPending ? (
        <Text size="sm" c="dimmed" mt={4} role="status">
          {BUNDLE_TEXTS.searching}
        </Text>
      ) : null}
      {open && results.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4} role="status">
          {MESSAGES.noResultsFound}
        </Text>
      ) : null}
      {open && results.length > 0 ? (
        <Paper withBorder mt={4} maw={640} mah={280} style={{ overflowY: "auto" }}>
          <div id={listId} role="listbox" aria-label={BUNDLE_TEXTS.searchLabel}>
            {results.map((product, i) => (
              <UnstyledButton
                component="div"
                key={product.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(product)}
                onMouseEnter={() => setActive(i)}
                display="block"
                w="100%"
                px="sm"
                py={6}
                bg={i === current ? "var(--mantine-primary-color-light)" : undefined}
              >
                <Group justify="space-between" wrap="nowrap" gap="md">
                  <div>
                    <Text size="sm" fw={500}>
                      {product.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {partNumberOf(product) || "—"}
                    </Text>
                  </div>
                  <Text size="sm">{product.price}</Text>
                </Group>
              </UnstyledButton>
            ))}
          </div>
        </Paper>
      ) : null}
    </div>
  );
}
