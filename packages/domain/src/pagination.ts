import { z } from "zod";
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from "./constants.ts";

// Keyset pagination (ARCHITECTURE.md): limit, startingAfter / endingBefore (ids), never OFFSET.
export const ZPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  startingAfter: z.uuid().optional(),
  endingBefore: z.uuid().optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), hasMore: z.boolean() });
export interface Page<T> {
  data: T[];
  hasMore: boolean;
}
