import { Group, Paper, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES, PRODUCT_SEARCH_MIN, type ProductOwnership, type TProduct } from "@q2c/domain";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useState } from "react";
import { productsApi } from "../../api/products-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** Typing settles for this long before a search is sent. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;
const SEARCH_LIMIT = 20;

const partNumberOf = (p: TProduct) => p.manufacturerPartNumber || p.mspPartNumber || p.partnerPartNumber;

export interface ProductSearchBoxProps {
  /** Which products may be picked (a bundle's owner limits them; the builder and contracts take all). */
  productOwnership: ProductOwnership;
  onPick: (product: TProduct) => void;
  label: string;
  placeholder: string;
  /** Shown under the box while nothing else needs saying; the label stays visible when given. */
  help?: string;
  searching: string;
  /** The builder's toolbar: a small box labelled for screen readers, its results floating over the grid. */
  compact?: boolean;
}

/** Catalogue products matching a term (GET /products/search); idle below PRODUCT_SEARCH_MIN characters. */
function useProductMatches(term: string, productOwnership: ProductOwnership) {
  const params = { term, productOwnership, limit: SEARCH_LIMIT };
  return useQuery({
    queryKey: queryKeys.productSearch(params),
    queryFn: () => productsApi.search(params),
    enabled: term.length >= PRODUCT_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}

/**
 * A catalogue search box with its results as a listbox (the ARIA combobox pattern): the arrow keys move
 * the highlighted result, Enter adds it, Escape clears; a click adds too. Domain §5: at least 3
 * characters. Results of an earlier term stay in view while the next one loads, but Enter adds only a
 * result of the term as typed, so a quick Enter never adds a product of the previous search.
 */
export function ProductSearchBox(props: ProductSearchBoxProps) {
  const { productOwnership, onPick, compact = false } = props;
  const listId = useId();
  const [term, setTerm] = useState("");
  const [active, setActive] = useState(0);
  const typed = term.trim();
  const [debounced] = useDebouncedValue(typed, PRODUCT_SEARCH_DEBOUNCE_MS);
  const ready = debounced.length >= PRODUCT_SEARCH_MIN && typed.length >= PRODUCT_SEARCH_MIN;
  const search = useProductMatches(ready ? debounced : "", productOwnership);
  const results = ready ? (search.data?.data ?? []) : [];
  const open = ready && !search.isPending && !search.isError;
  const fresh = open && debounced === typed && !search.isPlaceholderData;
  const current = Math.max(0, Math.min(active, results.length - 1));
  const optionId = (i: number) => `${listId}-${i}`;

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
      // Enter must not submit the surrounding form.
      event.preventDefault();
      if (fresh) pick(results[current]);
    } else if (event.key === "Escape") {
      setTerm("");
    }
  };

  let note: string | null = null;
  if (typed.length > 0 && typed.length < PRODUCT_SEARCH_MIN) note = MESSAGES.searchTooShort;
  else if (ready && search.isError) note = MESSAGES.productsCouldNotBeLoaded;
  else if (ready && search.isPending) note = props.searching;
  else if (open && results.length === 0) note = MESSAGES.noResultsFound;
  const showList = open && results.length > 0;

  return (
    <div style={compact ? { position: "relative", flex: 1, minWidth: 260 } : undefined}>
      <TextInput
        type="search"
        size={compact ? "xs" : undefined}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList ? optionId(current) : undefined}
        label={compact ? undefined : props.label}
        aria-label={compact ? props.label : undefined}
        placeholder={props.placeholder}
        description={compact ? undefined : (props.help ?? undefined)}
        leftSection={<IconSearch size={compact ? 14 : 16} aria-hidden />}
        autoComplete="off"
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
          // New results start with their first one highlighted.
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        maw={compact ? undefined : 480}
      />
      {note !== null ? (
        <Text
          size={compact ? "xs" : "sm"}
          c={search.isError ? "danger" : "dimmed"}
          mt={compact ? 2 : 4}
          role="status"
        >
          {note}
        </Text>
      ) : null}
      {showList ? (
        <Paper
          withBorder
          shadow={compact ? "md" : undefined}
          mt={4}
          maw={compact ? undefined : 640}
          mah={compact ? 300 : 280}
          style={
            compact
              ? { overflowY: "auto", position: "absolute", zIndex: 20, left: 0, right: 0 }
              : { overflowY: "auto" }
          }
        >
          <div id={listId} role="listbox" aria-label={props.label}>
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
