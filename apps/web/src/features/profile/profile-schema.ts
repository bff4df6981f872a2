import { isValidPhone, MESSAGES, requiredMessage } from "@q2c/domain";
import { z } from "zod";

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: requiredMessage(label), abort: true })
    .max(max);

/** The profile form (fields of ZUpdateUserRequest a user edits about themselves). */
export const ZProfileForm = z.object({
  firstName: required("First name", 100),
  lastName: required("Last name", 100),
  // Empty clears the phone; anything else must be a phone number (foundation §5).
  phone: z
    .string()
    .trim()
    .refine((value) => value === "" || isValidPhone(value), { error: MESSAGES.phoneInvalid }),
  about: z.string().trim().max(2000),
  darkTheme: z.boolean(),
});
export type TProfileForm = z.infer<typeof ZProfileForm>;
