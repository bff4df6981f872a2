import {
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { useEffect } from "react";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { type LocationFormValues, newBuilding, newFloor, ZLocationForm } from "./location-schema.ts";
import { RowListField } from "./row-list-field.tsx";

const FLOOR_COLUMNS = [
  { field: "name", label: "Name", kind: "text", required: true },
  { field: "position", label: "Position", kind: "number" },
  { field: "areaSqft", label: "Area (sq ft)", kind: "number", placeholder: "Optional" },
] as const;
const BUILDING_COLUMNS = [
  { field: "name", label: "Name", kind: "text", required: true },
  { field: "position", label: "Position", kind: "number" },
] as const;

export interface LocationFormProps {
  /** The values the form starts from; a new object (a reload) resets the form to it. */
  initialValues: LocationFormValues;
  saving: boolean;
  /** A new location may be submitted untouched (to see what is required); an edit needs a change. */
  isNew: boolean;
  /** `form` takes a 400's field errors. */
  onSubmit: (values: LocationFormValues, form: { setErrors: (errors: FormErrors) => void }) => void;
  onCancel: () => void;
  /** Shown for a saved location. */
  onDelete?: () => void;
  deleting?: boolean;
  /** Saved or deleted: the page is being left, so nothing is unsaved. */
  leaving?: boolean;
}

/** A location's address, optional coordinates, floors and buildings (shared by every location page). */
export function LocationForm(props: LocationFormProps) {
  const { initialValues, saving, isNew, onSubmit, onCancel, onDelete, deleting, leaving } = props;
  const form = useForm<LocationFormValues>({ initialValues, validate: zodValidate(ZLocationForm) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new starting point resets the form.
  useEffect(() => {
    form.setInitialValues(initialValues);
    form.setValues(initialValues);
    form.resetDirty(initialValues);
  }, [initialValues]);
  useUnsavedChangesPrompt(form.isDirty() && !saving && !deleting && !leaving);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values, form))}>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            Address
          </Title>
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Address line 1"
              autoComplete="address-line1"
              {...form.getInputProps("address1")}
            />
            <TextInput
              label="Address line 2"
              autoComplete="address-line2"
              {...form.getInputProps("address2")}
            />
            <TextInput label="City" autoComplete="address-level2" {...form.getInputProps("city")} />
            <TextInput label="State" autoComplete="address-level1" {...form.getInputProps("state")} />
            <TextInput label="ZIP" autoComplete="postal-code" {...form.getInputProps("zip")} />
            <TextInput label="Country" autoComplete="country-name" {...form.getInputProps("country")} />
            <NumberInput
              label="Latitude"
              description="Optional, -90 to 90"
              decimalScale={6}
              {...form.getInputProps("latitude")}
            />
            <NumberInput
              label="Longitude"
              description="Optional, -180 to 180"
              decimalScale={6}
              {...form.getInputProps("longitude")}
            />
          </SimpleGrid>
          <Divider />
          <RowListField
            form={form}
            list="floors"
            itemLabel="Floor"
            title="Floors"
            columns={FLOOR_COLUMNS}
            newRow={newFloor}
          />
          <Divider />
          <RowListField
            form={form}
            list="buildings"
            itemLabel="Building"
            title="Buildings"
            columns={BUILDING_COLUMNS}
            newRow={newBuilding}
          />
          <Group justify="space-between" mt="sm">
            {onDelete ? (
              <Button
                variant="outline"
                color="danger"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={onDelete}
                loading={deleting}
                disabled={saving}
              >
                Delete
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" loading={saving} disabled={saving || (!isNew && !form.isDirty())}>
                {isNew ? "Create" : "Save"}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
