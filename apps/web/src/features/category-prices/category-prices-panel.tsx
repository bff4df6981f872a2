import { Divider, Paper, Stack, Text, Title } from "@mantine/core";
import type { TCategoryPrice } from "@q2c/domain";
import { useMemo } from "react";
import { EditableRows } from "../../app/lists/editable-rows.tsx";
import type { RowColumn } from "../../app/lists/record-table.tsx";
import { useCan } from "../../app/session/use-can.ts";
import { CategoryPriceModal } from "./category-price-modal.tsx";
import { StandardCostPlusForm } from "./standard-cost-plus-form.tsx";
import { CATEGORY_PRICE_TEXTS } from "./texts.ts";
import { useCategoryList, useCategoryPriceMutations, useCategoryPrices } from "./use-category-prices.ts";

/**
 * The account's standard cost-plus and its cost-plus and hourly rate by category (for /categories or a
 * pricing settings page). Editors change them; everyone else reads.
 */
export function CategoryPricesPanel() {
  const canWrite = useCan("catalogue.write");
  const prices = useCategoryPrices();
  const categories = useCategoryList();
  const { remove } = useCategoryPriceMutations();
  const names = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  const priced = useMemo(() => new Set((prices.data ?? []).map((p) => p.categoryId)), [prices.data]);
  const nameOf = (row: TCategoryPrice) => names.get(row.categoryId) ?? row.categoryName ?? "Unknown category";
  const columns: RowColumn<TCategoryPrice>[] = [
    { header: "Category", cell: nameOf },
    { header: "Cost-plus %", cell: (r) => `${r.costPlusPercent}%`, numeric: true },
    { header: "Hourly rate", cell: (r) => r.hourlyRate ?? "—", numeric: true },
  ];

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {CATEGORY_PRICE_TEXTS.title}
          </Title>
          <Text c="dimmed" size="sm">
            {CATEGORY_PRICE_TEXTS.hint}
          </Text>
        </div>
        <StandardCostPlusForm canWrite={canWrite} />
        <Divider />
        <EditableRows
          label="Category prices"
          query={prices}
          columns={columns}
          add={{ label: CATEGORY_PRICE_TEXTS.add, allowed: canWrite, disabled: categories.isPending }}
          empty={{ title: CATEGORY_PRICE_TEXTS.empty, description: CATEGORY_PRICE_TEXTS.emptyHint }}
          notLoaded={CATEGORY_PRICE_TEXTS.notLoaded}
          editable={() => canWrite}
          rowName={nameOf}
          remove={remove}
          rowLabel={CATEGORY_PRICE_TEXTS.priceLabel}
          renderDialog={(dialog, close) => (
            <CategoryPriceModal
              dialog={dialog}
              categories={categories.data ?? []}
              priced={priced}
              onClose={close}
            />
          )}
        />
      </Stack>
    </Paper>
  );
}
