import { z } from "zod";

/** A mail as the platform owner reads it in the outbox (sent over SMTP, or kept here without SMTP_URL). */
export const ZOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  transport: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
