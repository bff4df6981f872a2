import { type ErrorBody, MESSAGES } from "@q2c/domain";

/** An error answer of the API: status plus the wire body `{ message, code, fields }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly body: Partial<ErrorBody> | null;

  constructor(status: number, body: Partial<ErrorBody> | null) {
    super(typeof body?.message === "string" && body.message !== "" ? body.message : MESSAGES.unexpectedError);
    this.name = "ApiError";
    this.status = status;
    this.code = typeof body?.code === "string" ? body.code : "unknown";
    this.fields = isStringRecord(body?.fields) ? body.fields : {};
    this.body = body;
  }

  /** Whether the server sent a message of its own (rather than our generic fallback). */
  get hasServerMessage(): boolean {
    return typeof this.body?.message === "string" && this.body.message !== "";
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === "string")
  );
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * Foundation §8: the server's text when present, else the caller's fallback, else "Unexpected Error".
 * Network failures and other exceptions carry no server text.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.hasServerMessage) return error.message;
  return fallback ?? MESSAGES.unexpectedError;
}
