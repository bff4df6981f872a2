import { Divider, NumberInput, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { CountrySelect } from "../../app/forms/country-select.tsx";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { RecordFormFooter, useFormBaseline } from "../../app/forms/record-form-parts.tsx";
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
  useFormBaseline(form, initialValues);
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
            <CountrySelect {...form.getInputProps("country")} />
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
          <RecordFormFooter
            isNew={isNew}
            dirty={form.isDirty()}
            saving={saving}
            deleting={deleting}
            onCancel={onCancel}
            onDelete={onDelete}
            mt="sm"
          />
        </Stack>
      </Paper>
    </form>
  );
}
