import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { numberPattern, productFigures } from "@q2c/domain";
import type { ProductFormValues } from "./product-form-values.ts";

const MONEY = numberPattern(4);
const isMoney = (v: string) => MONEY.test(v.trim());

type Figures = ReturnType<typeof productFigures>;

/** Domain §5 figures of a price, cost and soft cost as typed; null while one of them is not a number. */
export function figuresOf(price: string, cost: string, softCost: string): Figures | null {
  const soft = softCost.trim() === "" ? "0" : softCost.trim();
  if (!isMoney(price) || !isMoney(soft) || (cost.trim() !== "" && !isMoney(cost))) return null;
  return productFigures({
    price: price.trim(),
    cost: cost.trim() === "" ? null : cost.trim(),
    softCost: soft,
  });
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={600} m={0}>
        {value}
      </Text>
    </div>
  );
}

function FigureRow({ title, figures }: { title: string; figures: Figures | null }) {
  const show = (value: string | undefined, suffix = "") => (value === undefined ? "—" : `${value}${suffix}`);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} m={0} aria-label={`${title} figures`}>
        <Figure label="Total unit cost" value={show(figures?.totalUnitCost)} />
        <Figure label="Gross profit" value={show(figures?.grossProfit)} />
        <Figure label="Gross margin" value={show(figures?.grossMargin, "%")} />
        <Figure label="Net profit" value={show(figures?.netProfit)} />
        <Figure label="Net margin" value={show(figures?.netMargin, "%")} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Total unit cost, gross and net profit and margin, worked out while the user types with the same
 * function the server uses, so the figures shown are the ones that will be stored. A recurring
 * product also shows the figures of its recurring price.
 */
export function ProductFiguresPanel({ values }: { values: ProductFormValues }) {
  const oneTime = figuresOf(values.price, values.cost, values.softCost);
  const recurring =
    values.pricingModel === "recurring" && values.recurringPrice.trim() !== ""
      ? figuresOf(values.recurringPrice, values.recurringCost, values.recurringSoftCost)
      : undefined;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Figures
        </Title>
        <FigureRow title="Price" figures={oneTime} />
        {recurring !== undefined ? <FigureRow title="Recurring" figures={recurring} /> : null}
      </Stack>
    </Paper>
  );
}
