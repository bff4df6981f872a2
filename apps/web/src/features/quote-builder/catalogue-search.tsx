import { Group, Paper, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES, PRODUCT_SEARCH_MIN, type TProduct } from "@q2c/domain";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useState } from "react";
import { productsApi } from "../../api/products-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

/** Typing settles for this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_LIMIT = 20;

const partNumberOf = (p: TProduct) => p.manufacturerPartNumber || p.mspPartNumber || p.partnerPartNumber;

/** Catalogue products matching a term (GET /products/search); idle below PRODUCT_SEARCH_MIN characters. */
function useCatalogueMatches(term: string) {
  const params = { term, productOwnership: "all" as const, limit: SEARCH_LIMIT };
  return useQuery({
    queryKey: queryKeys.productSearch(params),
    queryFn: () => productsApi.search(params),
    enabled: term.length >= PRODUCT_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}

/**
 * The catalogue search of the builder (the ARIA combobox pattern): arrow keys move the highlighted
 * product, Enter adds it, Escape clears; a click adds too. Domain §5: at least 3 characters.
 */
export function CatalogueSearch({ onPick }: { onPick: (product: TProduct) => void }) {
  const listId = useId();
  const [term, setTerm] = useState("");
  const [active, setActive] = useState(0);
  const [debounced] = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const length = term.trim().length;
  const ready = debounced.length >= PRODUCT_SEARCH_MIN && length >= PRODUCT_SEARCH_MIN;
  const search = useCatalogueMatches(ready ? debounced : "");
  const results = ready ? (search.data?.data ?? []) : [];
  const open = ready && !search.isPending && !search.isError;
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
      event.preventDefault();
      if (open) pick(results[current]);
    } else if (event.key === "Escape") {
      setTerm("");
    }
  };

  let note: string | null = null;
  if (length > 0 && length < PRODUCT_SEARCH_MIN) note = MESSAGES.searchTooShort;
  else if (ready && search.isError) note = MESSAGES.productsCouldNotBeLoaded;
  else if (ready && search.isPending) note = T.searching;
  else if (open && results.length === 0) note = MESSAGES.noResultsFound;

  return (
    <div style={{ position: "relative", flex: 1, minWidth: 260 }}>
      <TextInput
        type="search"
        size="xs"
        role="combobox"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && results.length > 0 ? optionId(current) : undefined}
        aria-label={T.searchLabel}
        placeholder={T.searchPlaceholder}
        leftSection={<IconSearch size={14} aria-hidden />}
        autoComplete="off"
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {note !== null ? (
        <Text size="xs" c={search.isError ? "danger" : "dimmed"} mt={2} role="status">
          {note}
        </Text>
      ) : null}
      {open && results.length > 0 ? (
        <Paper
          withBorder
          shadow="md"
          mt={4}
          mah={300}
          style={{ overflowY: "auto", position: "absolute", zIndex: 20, left: 0, right: 0 }}
        >
          <div id={listId} role="listbox" aria-label={T.searchLabel}>
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
