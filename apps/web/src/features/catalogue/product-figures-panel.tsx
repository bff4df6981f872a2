import { Paper, SimpleGrid, Stack, Text, Title, Tooltip, VisuallyHidden } from "@mantine/core";
import { numberPattern, productFigures } from "@q2c/domain";
import type { ReactNode } from "react";
import type { ProductFormValues } from "./product-form-values.ts";
import { CATALOGUE_TEXTS } from "./texts.ts";

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

/** "—" with why: without a cost the profits and margins are unknown (issue #16 §5), never 100%. */
function Unknown({ why }: { why: string }) {
  return (
    <Tooltip label={why}>
      <span data-figure-unknown="true">
        <span aria-hidden>—</span>
        <VisuallyHidden>{why}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
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
  const show = (value: string | null | undefined, suffix = "") => {
    if (value === undefined) return "—";
    if (value === null)
      return <Unknown why={suffix === "%" ? CATALOGUE_TEXTS.marginUnknown : CATALOGUE_TEXTS.profitUnknown} />;
    return `${value}${suffix}`;
  };
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
