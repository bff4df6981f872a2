import { Alert, Badge, Checkbox, Group, List, Paper, Radio, Stack, Table, Text } from "@mantine/core";
import type { TOrderCategoriesResponse, TOrderCategory } from "@q2c/domain";
import { ShipToAddress } from "../orders/ship-to.tsx";
import { formatMoney, formatQuantity } from "../quote-builder/figure-format.ts";
import { WIZARD_TEXTS as T } from "./texts.ts";
import { categoryKey, chosenLines, type OrderWizardState, shippedBuildings, toggle } from "./wizard-state.ts";

export interface StepProps {
  data: TOrderCategoriesResponse;
  state: OrderWizardState;
  onChange: (next: Partial<OrderWizardState>) => void;
}

function CategoryLines({ category }: { category: TOrderCategory }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={T.linesOf(category.name)} verticalSpacing={2} fz="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.product}</Table.Th>
            <Table.Th w={150}>{T.partNumber}</Table.Th>
            <Table.Th w={90}>{T.kind}</Table.Th>
            <Table.Th ta="right" w={56}>
              {T.quantity}
            </Table.Th>
            <Table.Th ta="right" w={100}>
              {T.price}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {category.lines.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{l.name}</Table.Td>
              <Table.Td>{l.partNumber || "—"}</Table.Td>
              <Table.Td>{l.bought ? T.bought : T.service}</Table.Td>
              <Table.Td ta="right">{formatQuantity(l.quantity)}</Table.Td>
              <Table.Td ta="right">{formatMoney(l.price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Step 1: which categories of the quote's lines are ordered now (orderCategories). */
export function CategoriesStep({ data, state, onChange }: StepProps) {
  const leftOut = state.orderCategories.length < data.categories.length;
  return (
    <Stack gap="sm">
      <Text size="sm">{T.categoriesIntro}</Text>
      <Stack gap="xs" role="group" aria-label={T.categoriesLabel}>
        {data.categories.map((c) => {
          const key = categoryKey(c);
          const on = state.orderCategories.includes(key);
          return (
            <Paper key={key} withBorder p="sm" radius="md" data-category={c.name}>
              <Stack gap="xs">
                <Group justify="space-between">
                  <Checkbox
                    label={c.name}
                    checked={on}
                    onChange={(e) =>
                      onChange({
                        orderCategories: toggle(state.orderCategories, key, e.currentTarget.checked),
                      })
                    }
                    fw={600}
                  />
                  <Badge variant="light" color="gray" tt="none">
                    {T.lineCount(c.lines.length)}
                  </Badge>
                </Group>
                {on ? <CategoryLines category={c} /> : null}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {state.orderCategories.length === 0 ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {T.chooseOne}
        </Text>
      ) : leftOut ? (
        <Alert color="warning" variant="light" p="xs">
          {T.leftOut}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Step 2: per building receiving equipment, its own address or the customer's shipping address. */
export function ShipToStep({ data, state, onChange }: StepProps) {
  const buildings = shippedBuildings(data, state);
  if (buildings.length === 0) return <Text c="dimmed">{T.noEquipment}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm">{T.shipIntro}</Text>
      {data.customerShipTo === null ? (
        <Alert color="gray" variant="light" p="xs">
          {T.noCustomerAddress}
        </Alert>
      ) : null}
      {buildings.map((b) => {
        const toCustomer = state.customerShippingBuildings.includes(b.id);
        const name = `${b.siteName} · ${b.name}`;
        return (
          <Paper key={b.id} withBorder p="sm" radius="md" data-building={b.name}>
            <Radio.Group
              label={T.shipLabel(name)}
              value={toCustomer ? "customer" : "building"}
              onChange={(v) =>
                onChange({
                  customerShippingBuildings: toggle(state.customerShippingBuildings, b.id, v === "customer"),
                })
              }
            >
              <Group align="flex-start" mt="xs" gap="xl">
                <Stack gap={4}>
                  <Radio value="building" label={T.buildingAddress} />
                  <ShipToAddress shipTo={b.shipTo} />
                </Stack>
                {data.customerShipTo ? (
                  <Stack gap={4}>
                    <Radio value="customer" label={T.customerAddress} />
                    <ShipToAddress shipTo={data.customerShipTo} />
                  </Stack>
                ) : null}
              </Group>
            </Radio.Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Step 3: what the order will hold and where it ships. */
export function ConfirmStep({ data, state }: Omit<StepProps, "onChange">) {
  const lines = chosenLines(data, state);
  const buildings = shippedBuildings(data, state);
  const categories = data.categories.filter((c) => state.orderCategories.includes(categoryKey(c)));
  return (
    <Stack gap="sm">
      <Text size="sm">{T.confirmIntro}</Text>
      <Text fw={600}>{T.summaryLines(lines.length, categories.length)}</Text>
      <List size="sm" spacing={2}>
        {categories.map((c) => (
          <List.Item key={categoryKey(c)}>
            {c.name}: {T.lineCount(c.lines.length)}
          </List.Item>
        ))}
      </List>
      {buildings.length > 0 ? (
        <>
          <Text fw={600}>{T.summaryShipTo}</Text>
          <List size="sm" spacing={2}>
            {buildings.map((b) => (
              <List.Item key={b.id}>
                {b.siteName} · {b.name}:{" "}
                {state.customerShippingBuildings.includes(b.id) ? T.toCustomer : T.toBuilding}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}
