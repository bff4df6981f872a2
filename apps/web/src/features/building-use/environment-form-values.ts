import {
  type TEnvironmentDetail,
  type TPutEnvironmentBundlesRequest,
  zPositiveQuantity,
  zRequiredText,
  zText,
} from "@q2c/domain";
import { z } from "zod";
import { BUILDING_USE_TEXTS } from "./texts.ts";

/** One suggested bundle as the form holds it. */
export interface EnvironmentBundleValue {
  /** React key of the row. */
  key: string;
  bundleId: string | null;
  /** The name last read, for a bundle no longer among the choices (deleted meanwhile). */
  name: string | null;
  quantity: number | string;
}

export interface EnvironmentFormValues {
  name: string;
  description: string;
  bundles: EnvironmentBundleValue[];
}

export const ZEnvironmentForm = z.object({
  name: zRequiredText("Name", 200),
  description: zText(5000),
  bundles: z.array(
    z.object({
      bundleId: z.string(BUILDING_USE_TEXTS.chooseBundle).min(1, BUILDING_USE_TEXTS.chooseBundle),
      quantity: zPositiveQuantity,
    }),
  ),
});

export const EMPTY_ENVIRONMENT: EnvironmentFormValues = { name: "", description: "", bundles: [] };

let rowCount = 0;
export const newBundleRow = (): EnvironmentBundleValue => ({
  key: `new-${++rowCount}`,
  bundleId: null,
  name: null,
  quantity: 1,
});

export function formValuesOf(environment: TEnvironmentDetail): EnvironmentFormValues {
  return {
    name: environment.name,
    description: environment.description,
    bundles: [...environment.bundles]
      .sort((a, b) => a.position - b.position)
      .map((b) => ({ key: b.id, bundleId: b.bundleId, name: b.bundle?.name ?? null, quantity: b.quantity })),
  };
}

/** The bulk PUT's body: the whole list in the order shown. */
export const bundlesBodyOf = (values: EnvironmentFormValues): TPutEnvironmentBundlesRequest =>
  values.bundles.map((b) => ({ bundleId: b.bundleId ?? "", quantity: String(b.quantity).trim() }));

/** The bulk PUT names a bad row "N.bundleId"; the form names it "bundles.N.bundleId". */
export const bundleFieldErrors = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([key, message]) => [`bundles.${key}`, message]));
