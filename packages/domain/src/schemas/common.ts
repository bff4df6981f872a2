import { z } from "zod";
import { MESSAGES, numberAtMostMessage, numberTooLongMessage, requiredMessage } from "../messages.ts";
import { nestedDeeperThan } from "../validation/unsafe-input.ts";

/**
 * A required text field: a missing, empty or blank value answers "<field> is required" (foundation §5)
 * instead of zod's type message.
 */
export const zRequiredText = (label: string, max = 200) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage(label) : undefined) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max);

/** An optional text field that may be empty. */
export const zText = (max = 200) => z.string().trim().max(max);

/** `nullFields` of a POST or PUT body: the listed fields are set to null (ARCHITECTURE.md). */
export const zNullFields = <const T extends readonly [string, ...string[]]>(fields: T) =>
  z.array(z.enum(fields)).max(fields.length).optional();

/** The largest value of an int4 column, which every integer column of the schema is. */
export const INT4_MAX = 2_147_483_647;

/**
 * A whole number of a request, no larger than the int4 column it is stored in or compared with: every
 * integer field of a request schema is built on this (domain and module schemas alike), so 2^31 is a
 * 400 naming the field rather than a database error. `max` may only lower the bound.
 */
export const zInt = (min = 0, max = INT4_MAX) =>
  z
    .number()
    .int()
    .min(min)
    .max(Math.min(max, INT4_MAX), numberAtMostMessage(Math.min(max, INT4_MAX)));

/** zInt for a query string, where numbers arrive as text. */
export const zQueryInt = (min = 0, max = INT4_MAX) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .max(Math.min(max, INT4_MAX), numberAtMostMessage(Math.min(max, INT4_MAX)));

/** Editable aggregates are written only with the version the client read. */
export const zVersion = z
  .number({ error: requiredMessage("Version") })
  .int()
  .min(1)
  .max(INT4_MAX, numberAtMostMessage(INT4_MAX));

/** Money on the wire: a non-negative decimal string with up to two decimals. */
export const zMoney = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, "Enter an amount like 1200 or 1200.50"));

/** How deep a free-form JSON field may nest (objects and arrays); client settings need a handful. */
export const FREE_JSON_MAX_DEPTH = 10;

/**
 * A free-form JSON object (client settings, opaque items a page stores): every such field of a request
 * takes this, so each is bounded in depth and in size and one user cannot store megabytes, or nesting
 * that every later walk over it would recurse through. Depth is checked first: a value nested without
 * bound must not reach JSON.stringify.
 */
export const zJsonObject = (opts: { maxChars?: number; maxDepth?: number } = {}) =>
  z.record(z.string().max(100), z.unknown()).superRefine((value, ctx) => {
    if (nestedDeeperThan(value, opts.maxDepth ?? FREE_JSON_MAX_DEPTH)) {
      ctx.addIssue({ code: "custom", message: MESSAGES.nestedTooDeep });
    } else if (JSON.stringify(value).length > (opts.maxChars ?? 64_000)) {
      ctx.addIssue({ code: "custom", message: MESSAGES.tooLargeToSave });
    }
  });

/** A JSON object of client-owned settings (preferences, table configuration). */
export const zSettingsObject = (maxChars = 64_000) => zJsonObject({ maxChars });

/** A picture address: a web URL or a file served here; never `javascript:` or `data:` (they run or bloat). */
export const zImageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v) || /^\/api\/v1\/files\/[0-9a-f-]{36}$/i.test(v), {
    message: "Use a web address (https://...) or an uploaded file.",
  });

export const ZIdParams = z.object({ id: z.uuid().transform((v) => v.toLowerCase()) });

export const zIso = z.string();

/** Domain §5 number format: optional minus sign, digits, optionally a point and up to `decimals` decimals. */
export const numberPattern = (decimals: number): RegExp =>
  new RegExp(decimals > 0 ? `^-?\\d+(\\.\\d{1,${decimals}})?$` : "^-?\\d+$");

/**
 * A decimal on the wire (a string, or a JSON number for convenience) in the domain §5 number format;
 * `nonNegative` rejects a minus sign with its own message (prices, costs, hours). `integerDigits` is
 * what the NUMERIC column holds before the point (precision - scale): beyond it PostgreSQL refuses the
 * value with an error (500), so the schema refuses it first.
 */
export const zDecimal = (decimals = 2, opts: { nonNegative?: boolean; integerDigits?: number } = {}) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(numberPattern(decimals), MESSAGES.numberFormat)
        .refine((v) => v.length <= 20, MESSAGES.numberFormat)
        .refine((v) => !opts.nonNegative || !v.startsWith("-"), MESSAGES.notNegative)
        .refine(
          (v) =>
            opts.integerDigits === undefined ||
            v.replace(/^-/, "").split(".")[0]!.length <= opts.integerDigits,
          numberTooLongMessage(opts.integerDigits ?? 0),
        ),
    );

/** A calendar day, YYYY-MM-DD, that exists. */
export const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateInvalid)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    MESSAGES.dateInvalid,
  );
