/**
 * An address as accounts keep it in JSON (companyDetails.hqAddress, a location's fields): every part
 * optional and possibly not a string. Read through `textOf`, which makes anything else "".
 */
export interface AddressJson {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

/** A JSON value as text: a string as it is, anything else "". */
export const textOf = (value: unknown): string => (typeof value === "string" ? value : "");
