import { isStrongPassword, MESSAGES, requiredMessage, zEmail } from "@q2c/domain";
import { z } from "zod";
import { WEB_TEXTS } from "../../app/texts.ts";

/** "<field> is required" first; only a non-empty value is checked further (foundation §5). */
const required = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: requiredMessage(label), abort: true });

export const ZEmailForm = z.object({ email: required("Email").pipe(zEmail) });

export const ZMfaCodeForm = z.object({ mfa: required("Code").max(64) });

/** A new password (foundation §5 rule) typed twice. */
export const ZPasswordPair = z
  .object({
    password: z
      .string()
      .min(1, { error: requiredMessage("Password"), abort: true })
      .refine(isStrongPassword, { error: MESSAGES.passwordRule }),
    confirmPassword: z.string().min(1, { error: requiredMessage("Password confirmation"), abort: true }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: WEB_TEXTS.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const ZRegisterForm = z
  .object({
    firstName: required("First name").max(100),
    lastName: required("Last name").max(100),
  })
  .and(ZPasswordPair);
