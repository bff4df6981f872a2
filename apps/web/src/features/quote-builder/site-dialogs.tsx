import { MultiSelect, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  buildingNameKey,
  type TEnvironment,
  type TProject,
  type TRequirement,
  zRequiredText,
} from "@q2c/domain";
import { useRef } from "react";
import { z } from "zod";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import type { BuildingFields } from "./builder-actions.ts";
import { SITES_TEXTS as S } from "./sites-texts.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

const ZLocationForm = z.object({
  name: zRequiredText(T.locationName, 100),
  locationId: z.string().nullable(),
});
const ZBuildingForm = z.object({
  name: zRequiredText(T.buildingName, 100),
  environmentId: z.string().nullable(),
  occupancy: z.union([z.number().int().min(0).max(1_000_000), z.literal("")]),
  requirements: z.array(z.string()),
});
type LocationForm = z.infer<typeof ZLocationForm>;
type BuildingForm = z.infer<typeof ZBuildingForm>;
type TProjectAddress = NonNullable<TProject["addresses"]>[number];

export interface LocationFormProps {
  /** Renaming keeps the address; a new location may take one of the customer's service addresses. */
  editing: { name: string } | null;
  addresses: readonly TProjectAddress[];
  onSubmit: (values: { name: string; locationId?: string }) => void;
  onCancel: () => void;
}

const addressLabel = (a: TProjectAddress) =>
  [a.name, a.address1, a.city, a.state, a.country].filter((part) => part.trim() !== "").join(", ");

/**
 * Add a location (name and optional customer service address, whose buildings the server brings) or
 * rename one. Choosing an address names the location after it, as Create Quote does, until typed over.
 */
export function LocationForm({ editing, addresses, onSubmit, onCancel }: LocationFormProps) {
  const form = useForm<LocationForm>({
    initialValues: { name: editing?.name ?? "", locationId: null },
    validate: zodValidate(ZLocationForm),
  });
  const filledName = useRef("");
  const pickAddress = (id: string | null) => {
    form.setFieldValue("locationId", id);
    const picked = addresses.find((a) => a.id === id);
    const name = form.getValues().name.trim();
    if (picked && (name === "" || name === filledName.current)) {
      form.setFieldValue("name", picked.name);
      filledName.current = picked.name;
    }
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          name: values.name.trim(),
          ...(values.locationId ? { locationId: values.locationId } : {}),
        }),
      )}
    >
      <Stack gap="md">
        <TextInput label={T.locationName} required data-autofocus {...form.getInputProps("name")} />
        {editing === null ? (
          <Select
            label={T.serviceAddress}
            description={S.addressBrings}
            placeholder={T.noServiceAddress}
            clearable
            searchable
            data={addresses.map((a) => ({ value: a.id, label: addressLabel(a) }))}
            {...form.getInputProps("locationId")}
            onChange={pickAddress}
          />
        ) : null}
        <FormModalFooter
          editing={editing !== null}
          dirty={form.isDirty()}
          saving={false}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

export interface BuildingFormProps {
  editing: (BuildingFields & { id: string }) | null;
  /** Names of the location's other buildings: a building may not take one. */
  takenNames?: readonly string[];
  environments: readonly TEnvironment[];
  requirements: readonly TRequirement[];
  onSubmit: (fields: BuildingFields) => void;
  onCancel: () => void;
}

/** Add a building (name, Building Use, occupancy, performance requirements) or change one. */
export function BuildingForm({
  editing,
  takenNames = [],
  environments,
  requirements,
  onSubmit,
  onCancel,
}: BuildingFormProps) {
  const taken = new Set(takenNames.map(buildingNameKey));
  const form = useForm<BuildingForm>({
    initialValues: {
      name: editing?.name ?? "",
      environmentId: editing?.environmentId ?? null,
      occupancy: editing?.occupancy ?? "",
      requirements: editing?.requirements ?? [],
    },
    validate: (values) => ({
      ...zodValidate(ZBuildingForm)(values),
      ...(taken.has(buildingNameKey(values.name)) ? { name: S.nameTaken } : {}),
    }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          name: values.name.trim(),
          environmentId: values.environmentId,
          occupancy: values.occupancy === "" ? null : values.occupancy,
          requirements: values.requirements,
        }),
      )}
    >
      <Stack gap="md">
        <TextInput label={T.buildingName} required data-autofocus {...form.getInputProps("name")} />
        <Select
          label={T.buildingUse}
          placeholder={T.noBuildingUse}
          clearable
          searchable
          data={environments.map((e) => ({ value: e.id, label: e.name }))}
          {...form.getInputProps("environmentId")}
        />
        <NumberInput
          label={T.occupancy}
          min={0}
          max={1_000_000}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("occupancy")}
        />
        <MultiSelect
          label={T.requirements}
          data={requirements.map((r) => ({ value: r.id, label: r.name }))}
          searchable
          {...form.getInputProps("requirements")}
        />
        <FormModalFooter
          editing={editing !== null}
          dirty={form.isDirty()}
          saving={false}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
