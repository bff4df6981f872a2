import { Button, Group, NumberInput, Select, Stack, Table, Text, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MESSAGES } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { MoveRemoveActions } from "../../app/lists/move-remove-actions.tsx";
import { type EnvironmentFormValues, newBundleRow } from "./environment-form-values.ts";
import { BUILDING_USE_TEXTS as T } from "./texts.ts";

type Choice = { value: string; label: string };

export interface EnvironmentBundlesFieldProps {
  form: UseFormReturnType<EnvironmentFormValues>;
  /** Platform bundles. */
  choices: Choice[];
  readOnly: boolean;
}

/** The ordered list of suggested bundles with their quantities; saved as a whole by the page. */
export function EnvironmentBundlesField({ form, choices, readOnly }: EnvironmentBundlesFieldProps) {
  const rows = form.values.bundles;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4">
            {T.bundles}
          </Title>
          <Text size="sm" c="dimmed">
            {T.bundlesIntro}
          </Text>
        </div>
        {readOnly ? null : (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => form.insertListItem("bundles", newBundleRow())}
          >
            {T.addBundle}
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noBundles}
        </Text>
      ) : (
        <Table aria-label={T.bundles} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>#</Table.Th>
              <Table.Th>Bundle</Table.Th>
              <Table.Th w={140}>Quantity</Table.Th>
              {readOnly ? null : <Table.Th w={130}>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => {
              // A bundle deleted since keeps its row, named as it was, until it is replaced or removed.
              const data =
                row.bundleId && !choices.some((c) => c.value === row.bundleId)
                  ? [{ value: row.bundleId, label: row.name ?? T.bundleGone }, ...choices]
                  : choices;
              const label =
                choices.find((c) => c.value === row.bundleId)?.label ?? row.name ?? `bundle ${i + 1}`;
              return (
                <Table.Tr key={row.key}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Bundle ${i + 1}`}
                      data={data}
                      searchable
                      allowDeselect={false}
                      nothingFoundMessage={MESSAGES.noResultsFound}
                      readOnly={readOnly}
                      {...form.getInputProps(`bundles.${i}.bundleId`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Quantity of bundle ${i + 1}`}
                      min={0}
                      decimalScale={2}
                      allowNegative={false}
                      hideControls
                      readOnly={readOnly}
                      {...form.getInputProps(`bundles.${i}.quantity`)}
                    />
                  </Table.Td>
                  {readOnly ? null : (
                    <Table.Td>
                      <MoveRemoveActions
                        name={label}
                        index={i}
                        count={rows.length}
                        onMove={(by) => form.reorderListItem("bundles", { from: i, to: i + by })}
                        onRemove={() => form.removeListItem("bundles", i)}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
