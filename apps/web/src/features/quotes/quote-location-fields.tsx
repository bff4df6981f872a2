import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { buildingsOfAddress, MESSAGES, type TLocation } from "@q2c/domain";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useRef } from "react";
import type { QuoteFormValues } from "./quote-form-model.ts";
import { QUOTE_TEXTS as T } from "./texts.ts";
import { useServiceAddresses } from "./use-quotes.ts";

let nextKey = 0;
const newKey = () => `b${++nextKey}`;

/** The buildings a site made from the address starts with (the server's rule, buildingsOfAddress). */
const addressBuildings = (a: TLocation) =>
  buildingsOfAddress({
    name: a.name,
    buildings: (a.buildings ?? []).map((b) => b.name),
    floorCount: a.floors?.length ?? 0,
  });

/** The optional first location of a new quote: its name, the customer's service address, buildings. */
export function QuoteLocationFields({ form }: { form: UseFormReturnType<QuoteFormValues> }) {
  const { withLocation, accountId, buildings } = form.getValues();
  const addresses = useServiceAddresses(withLocation ? accountId : null);
  const choices = (addresses.data?.data ?? []).map((a) => ({
    value: a.id,
    label: [a.name, a.address1, a.city].filter(Boolean).join(", "),
  }));
  // What the last address filled in: the name and buildings follow the next address until typed over.
  const filled = useRef<{ name: string; buildings: string[] }>({ name: "", buildings: [] });
  const pickAddress = (id: string | null) => {
    form.setFieldValue("addressId", id);
    const picked = addresses.data?.data.find((a) => a.id === id);
    const values = form.getValues();
    const name = values.locationName.trim();
    if (picked && (name === "" || name === filled.current.name))
      form.setFieldValue("locationName", picked.name);
    const typed = values.buildings.map((b) => b.name.trim());
    if (typed.length === 0 || typed.join("\n") === filled.current.buildings.join("\n")) {
      const brought = picked ? addressBuildings(picked) : [];
      form.setFieldValue(
        "buildings",
        brought.map((b) => ({ key: newKey(), name: b })),
      );
      filled.current = { name: picked?.name ?? "", buildings: brought };
    } else filled.current = { ...filled.current, name: picked?.name ?? "" };
  };
  return (
    <Stack gap="sm">
      <Checkbox
        label={T.firstLocation}
        description={T.firstLocationHelp}
        {...form.getInputProps("withLocation", { type: "checkbox" })}
      />
      {withLocation ? (
        <Stack gap="sm" pl="lg">
          <TextInput label={T.locationName} withAsterisk {...form.getInputProps("locationName")} />
          <Select
            label={T.serviceAddress}
            description={T.serviceAddressHelp}
            placeholder={accountId ? T.serviceAddressPlaceholder : `${T.customerLabel} first`}
            disabled={!accountId}
            data={choices}
            clearable
            searchable
            nothingFoundMessage={MESSAGES.noResultsFound}
            value={form.getValues().addressId}
            onChange={pickAddress}
            error={form.errors.addressId}
          />
          <Text size="sm" fw={500}>
            {T.buildings}
          </Text>
          {buildings.length === 0 ? (
            <Text size="sm" c="dimmed">
              {T.noBuildings}
            </Text>
          ) : null}
          {buildings.map((b, i) => (
            <Group key={b.key} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={`${T.buildingName} ${i + 1}`}
                withAsterisk
                style={{ flex: 1 }}
                {...form.getInputProps(`buildings.${i}.name`)}
              />
              <ActionIcon
                variant="subtle"
                color="danger"
                mt={26}
                aria-label={`${T.removeBuilding} ${i + 1}`}
                onClick={() => form.removeListItem("buildings", i)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => form.insertListItem("buildings", { key: newKey(), name: "" })}
            >
              {T.addBuilding}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
