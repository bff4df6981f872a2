import { Alert, Button, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES, PRODUCT_SEARCH_MIN, type ProductKind, type TProduct } from "@q2c/domain";
import { type ReactNode, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { DataGrid } from "../../app/data-grid/data-grid.tsx";
import type { CategoryOption } from "./catalogue-categories.ts";
import { PRODUCT_COLUMNS, RECURRING_PRODUCT_COLUMNS } from "./product-columns.tsx";
import { type ProductFilterState, ProductListFilters } from "./product-list-filters.tsx";
import { CATALOGUE_TEXTS } from "./texts.ts";
import { useProductPages, useProductSearch } from "./use-products.ts";

/** Typing settles for this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_LIMIT = 100;
const GRID_HEIGHT = "max(360px, calc(100dvh - 320px))";

export interface ProductListProps {
  /** Key of the grid's column choice in the user's tableConf. */
  tableId: string;
  /** The root category listed (with its sub-categories); every category when absent. */
  rootCategoryId?: string;
  /** The root's subtree, root first (from subtreeOf); filters the sub-categories and the search. */
  subtree?: readonly CategoryOption[];
  /** Only products of this kind. */
  kind?: ProductKind;
  /** A list of subscriptions: the recurring price and its margin show by default. */
  recurring?: boolean;
  /** Where a row leads. */
  openPath: (product: TProduct) => string;
  /** Buttons beside the filters (Add, import, export). */
  actions?: ReactNode;
  emptyText?: string;
}

const NO_OPTIONS: readonly CategoryOption[] = [];
const NO_PRODUCTS: TProduct[] = [];

/**
 * A catalogue list: keyset pages of 100 loaded as the grid scrolls, or search results once the
 * search term has PRODUCT_SEARCH_MIN characters (after SEARCH_DEBOUNCE_MS without typing).
 */
export function ProductList(props: ProductListProps) {
  const { tableId, rootCategoryId, kind, openPath, actions } = props;
  const subtree = props.subtree ?? NO_OPTIONS;
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ProductFilterState>({
    term: "",
    subCategoryId: null,
    ownership: "all",
  });
  const [debounced] = useDebouncedValue(filters.term.trim(), SEARCH_DEBOUNCE_MS);
  const searching = debounced.length >= PRODUCT_SEARCH_MIN;
  const categoryId = filters.subCategoryId ?? rootCategoryId;

  const pages = useProductPages(
    {
      categoryIds: categoryId ? [categoryId] : undefined,
      productOwnership: filters.ownership,
      kind,
    },
    !searching,
  );
  const search = useProductSearch({
    term: searching ? debounced : "",
    categoryIds: categoryId ? [categoryId] : undefined,
    productOwnership: filters.ownership,
    kind,
    limit: SEARCH_LIMIT,
  });

  const listed = useMemo(() => pages.data?.pages.flatMap((page) => page.data) ?? [], [pages.data]);
  const found = search.data?.data ?? NO_PRODUCTS;

  const active = searching ? search : pages;
  const filtered = searching || filters.subCategoryId !== null || filters.ownership !== "all";
  const controls = (
    <ProductListFilters
      value={filters}
      onChange={setFilters}
      subCategories={subtree.slice(1)}
      actions={actions}
    />
  );

  if (active.isError && !active.data) {
    return (
      <Stack gap="md">
        {controls}
        <Alert color="danger" title={MESSAGES.productsCouldNotBeLoaded}>
          <Button variant="default" size="xs" onClick={() => void active.refetch()}>
            Try again
          </Button>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {controls}
      <DataGrid<TProduct>
        tableId={tableId}
        label={CATALOGUE_TEXTS.gridLabel}
        columns={props.recurring ? RECURRING_PRODUCT_COLUMNS : PRODUCT_COLUMNS}
        data={searching ? found : listed}
        getRowId={(p) => p.id}
        onOpenRow={(p) => navigate(openPath(p))}
        height={GRID_HEIGHT}
        loading={active.isPending}
        emptyText={filtered ? MESSAGES.noResultsFound : (props.emptyText ?? CATALOGUE_TEXTS.noProducts)}
        hasMore={!searching && pages.hasNextPage}
        loadingMore={!searching && pages.isFetchingNextPage}
        onEndReached={searching ? undefined : () => void pages.fetchNextPage()}
      />
    </Stack>
  );
}
