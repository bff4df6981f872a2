import { Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { passesRule, type TCategoryPrice } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useAccessContext } from "../../app/session/use-session.ts";
import { deleteRow } from "../service-extras/delete-row.ts";
import type { RowDialog } from "../service-extras/form-support.tsx";
import { type RowColumn, RowsTable } from "../service-extras/rows-table.tsx";
import { CategoryPriceModal } from "./category-price-modal.tsx";
import { StandardCostPlusForm } from "./standard-cost-plus-form.tsx";
import { CATEGORY_PRICE_TEXTS } from "./texts.ts";
import { useCategoryList, useCategoryPriceMutations, useCategoryPrices } from "./use-category-prices.ts";

/**
 * The account's standard cost-plus and its cost-plus and hourly rate by category (for /categories or a
 * pricing settings page). Editors change them; everyone else reads.
 */
export function CategoryPricesPanel() {
  const canWrite = passesRule("editor", useAccessContext().role);
  const prices = useCategoryPrices();
  const categories = useCategoryList();
  const { remove } = useCategoryPriceMutations();
  const [dialog, setDialog] = useState<RowDialog<TCategoryPrice> | null>(null);
  const names = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  const priced = useMemo(() => new Set((prices.data ?? []).map((p) => p.categoryId)), [prices.data]);
  const nameOf = (row: TCategoryPrice) => names.get(row.categoryId) ?? row.categoryName ?? "Unknown category";
  const columns: RowColumn<TCategoryPrice>[] = [
    { header: "Category", cell: nameOf },
    { header: "Cost-plus %", cell: (r) => `${r.costPlusPercent}%`, numeric: true },
    { header: "Hourly rate", cell: (r) => r.hourlyRate ?? "—", numeric: true },
  ];
  const add = canWrite ? (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      disabled={categories.isPending}
      onClick={() => setDialog({ mode: "add" })}
    >
      {CATEGORY_PRICE_TEXTS.add}
    </Button>
  ) : null;

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
        {add && prices.data?.length ? <Group justify="flex-end">{add}</Group> : null}
        <RowsTable
          label="Category prices"
          query={prices}
          columns={columns}
          empty={{
            title: CATEGORY_PRICE_TEXTS.empty,
            description: CATEGORY_PRICE_TEXTS.emptyHint,
            action: add,
          }}
          notLoaded={CATEGORY_PRICE_TEXTS.notLoaded}
          editable={() => canWrite}
          rowName={nameOf}
          busy={remove.isPending}
          onEdit={(row) => setDialog({ mode: "edit", row })}
          onDelete={(row) => void deleteRow(remove, row, nameOf(row), CATEGORY_PRICE_TEXTS.priceLabel)}
        />
      </Stack>
      <CategoryPriceModal
        dialog={dialog}
        categories={categories.data ?? []}
        priced={priced}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}
