import { randomId } from "@mantine/hooks";
import { countryCode, DEFAULT_COUNTRY, type TLocation, zRequiredText, zText } from "@q2c/domain";
import { z } from "zod";
import type { LocationBody, LocationUpdateBody } from "../../api/locations-api.ts";

/** A number input's value: a number, or "" while empty. */
type NumberField = number | string;

export interface FloorRow {
  key: string;
  id?: string;
  name: string;
  position: NumberField;
  areaSqft: NumberField;
}
export interface BuildingRow {
  key: string;
  id?: string;
  name: string;
  position: NumberField;
}
export interface LocationFormValues {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  latitude: NumberField;
  longitude: NumberField;
  floors: FloorRow[];
  buildings: BuildingRow[];
}

const optionalNumber = (inner: z.ZodNumber) => z.union([z.literal(""), inner], { error: "Enter a number" });
const wholeNumber = (label: string) =>
  optionalNumber(z.number().int(`${label} is a whole number`).min(0, `${label} cannot be negative`));

/** The form as ZCreateLocationRequest / ZUpdateLocationRequest read it, with empty number fields allowed. */
export const ZLocationForm = z.object({
  name: zRequiredText("Name", 200),
  address1: zText(200),
  address2: zText(200),
  city: zText(100),
  state: zText(100),
  zip: zText(20),
  country: zText(100),
  latitude: optionalNumber(
    z.number().min(-90, "Latitude lies between -90 and 90").max(90, "Latitude lies between -90 and 90"),
  ),
  longitude: optionalNumber(
    z
      .number()
      .min(-180, "Longitude lies between -180 and 180")
      .max(180, "Longitude lies between -180 and 180"),
  ),
  floors: z
    .array(
      z.object({
        name: zRequiredText("Floor name", 100),
        position: wholeNumber("Position"),
        areaSqft: wholeNumber("Area"),
      }),
    )
    .max(200),
  buildings: z
    .array(z.object({ name: zRequiredText("Building name", 100), position: wholeNumber("Position") }))
    .max(200),
});

export const newFloor = (position: number): FloorRow => ({
  key: randomId(),
  name: "",
  position,
  areaSqft: "",
});
export const newBuilding = (position: number): BuildingRow => ({ key: randomId(), name: "", position });

export const EMPTY_LOCATION: LocationFormValues = {
  name: "",
  address1: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
  country: DEFAULT_COUNTRY,
  latitude: "",
  longitude: "",
  floors: [],
  buildings: [],
};

export function formValuesOf(location: TLocation): LocationFormValues {
  return {
    name: location.name,
    address1: location.address1,
    address2: location.address2,
    city: location.city,
    state: location.state,
    zip: location.zip,
    // A code as the Country list offers it; a name the list knows becomes its code, one it does not stays.
    country: countryCode(location.country) || location.country,
    latitude: location.latitude ?? "",
    longitude: location.longitude ?? "",
    floors: (location.floors ?? []).map((f) => ({
      key: f.id,
      id: f.id,
      name: f.name,
      position: f.position,
      areaSqft: f.areaSqft ?? "",
    })),
    buildings: (location.buildings ?? []).map((b) => ({
      key: b.id,
      id: b.id,
      name: b.name,
      position: b.position,
    })),
  };
}

const num = (value: NumberField): number | null => (value === "" ? null : Number(value));

/** The body of PUT /locations/:id: floors and buildings are the whole lists; an empty lat/long is cleared. */
export function updateBodyOf(values: LocationFormValues, version: number): LocationUpdateBody {
  return {
    version,
    name: values.name.trim(),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zip: values.zip.trim(),
    country: values.country.trim(),
    latitude: num(values.latitude),
    longitude: num(values.longitude),
    floors: values.floors.map((f, i) => ({
      id: f.id,
      name: f.name.trim(),
      position: num(f.position) ?? i,
      areaSqft: num(f.areaSqft),
    })),
    // Only name and position are edited here; prices and bundles stay as the server has them.
    buildings: values.buildings.map((b, i) => ({
      id: b.id,
      name: b.name.trim(),
      position: num(b.position) ?? i,
    })),
  };
}

/** The body of POST /locations; empty lat/long are left out. */
export function createBodyOf(values: LocationFormValues, accountId: string | undefined): LocationBody {
  const { version: _version, latitude, longitude, ...rest } = updateBodyOf(values, 1);
  return {
    ...rest,
    name: rest.name ?? "",
    ...(latitude === null ? {} : { latitude }),
    ...(longitude === null ? {} : { longitude }),
    ...(accountId ? { accountId } : {}),
  };
}
