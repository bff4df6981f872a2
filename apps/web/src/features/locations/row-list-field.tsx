import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { LocationFormValues } from "./location-schema.ts";

export interface RowColumn {
  field: string;
  label: string;
  kind: "text" | "number";
  required?: boolean;
  placeholder?: string;
}

interface RowListFieldProps {
  form: UseFormReturnType<LocationFormValues>;
  list: "floors" | "buildings";
  /** "Floor" or "Building": names the rows for buttons and screen readers. */
  itemLabel: string;
  title: string;
  columns: readonly RowColumn[];
  newRow: (
    position: number,
  ) => LocationFormValues["floors"][number] | LocationFormValues["buildings"][number];
}

/** An editable list of a location's floors or buildings: a row per item, added and removed in place. */
export function RowListField({ form, list, itemLabel, title, columns, newRow }: RowListFieldProps) {
  const rows = form.values[list];
  const add = () => form.insertListItem(list, newRow(rows.length));
  const lower = itemLabel.toLowerCase();
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button variant="default" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={add}>
          Add {lower}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No {lower}s yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={4} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.field}>
                    {c.label}
                    {c.required ? (
                      <Text span c="var(--mantine-color-error)" aria-hidden>
                        {" *"}
                      </Text>
                    ) : null}
                  </Table.Th>
                ))}
                <Table.Th w={48}>
                  <Text span size="xs" c="dimmed">
                    Remove
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={row.key}>
                  {columns.map((c) => {
                    const path = `${list}.${i}.${c.field}`;
                    const label = `${c.label} of ${lower} ${i + 1}`;
                    return (
                      <Table.Td key={c.field}>
                        {c.kind === "text" ? (
                          <TextInput
                            aria-label={label}
                            required={c.required}
                            placeholder={c.placeholder}
                            {...form.getInputProps(path)}
                          />
                        ) : (
                          <NumberInput
                            aria-label={label}
                            min={0}
                            allowDecimal={false}
                            allowNegative={false}
                            placeholder={c.placeholder}
                            {...form.getInputProps(path)}
                          />
                        )}
                      </Table.Td>
                    );
                  })}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="danger"
                      aria-label={`Remove ${lower} ${i + 1}`}
                      onClick={() => form.removeListItem(list, i)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
