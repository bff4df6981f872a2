import type { FormEvent } from "react";

/** A form's submit handler that stays on the page (no browser submit) and runs `submit`. */
export const submitting =
  (submit: () => void) =>
  (event: FormEvent): void => {
    event.preventDefault();
    submit();
  };
