import { useEffect } from "react";
import { notifyError } from "./notify.tsx";

/** Foundation §8: a failed load shows as an error notification, once per failure. */
export function useQueryErrorNotice(error: unknown, fallback: string, id?: string): void {
  useEffect(() => {
    if (error) notifyError(error, { fallback, id });
  }, [error, fallback, id]);
}
