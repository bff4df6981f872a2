import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../constants.ts";
import { MESSAGES } from "../messages.ts";

// Foundation §5: 8+ characters, a digit, an uppercase letter, a special character; and at most
// PASSWORD_MAX_LENGTH, the bound every path that takes a password shares (sign-in too: ZLoginRequest).
export const isStrongPassword = (value: string): boolean =>
  value.length >= 8 &&
  value.length <= PASSWORD_MAX_LENGTH &&
  /\d/.test(value) &&
  /[A-Z]/.test(value) &&
  /[^A-Za-z0-9]/.test(value);

// A name with a dot and a top-level part of 2+ letters; labels up to 63 characters.
export const isValidDomain = (value: string): boolean =>
  /^(?=.{1,253}$)(?:(?!-)[A-Za-z0-9-]{1,63}(?<!-)\.)+[A-Za-z]{2,63}$/.test(value);

// #RRGGBB, or empty for the default colour.
export const isValidColor = (value: string): boolean => value === "" || /^#[0-9A-Fa-f]{6}$/.test(value);

export const isValidPhone = (value: string): boolean =>
  /^\+?[0-9 ().-]{7,20}$/.test(value) && /\d{3}/.test(value.replace(/\D/g, ""));

export const zPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordRule, abort: true })
  .refine(isStrongPassword, { message: MESSAGES.passwordRule });
export const zEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: MESSAGES.emailInvalid }));
export const zColor = z.string().refine(isValidColor, { message: MESSAGES.colorInvalid });
export const zDomain = z.string().refine(isValidDomain, { message: MESSAGES.domainInvalid });
export const zPhone = z.string().refine(isValidPhone, { message: MESSAGES.phoneInvalid });
export const zUuid = z.uuid().transform((v) => v.toLowerCase());
export const zYesNo = z.enum(["yes", "no"]);
export type YesNo = z.infer<typeof zYesNo>;
export const toYesNo = (v: boolean): YesNo => (v ? "yes" : "no");
