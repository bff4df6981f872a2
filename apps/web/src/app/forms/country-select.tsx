import { Select, type SelectProps } from "@mantine/core";
import { COUNTRY_CODES, countryName } from "@q2c/domain";

let options: { value: string; label: string }[] | undefined;

/** Every country by its English name, valued by its two-letter code (made once, on first use). */
function countryOptions(): { value: string; label: string }[] {
  options ??= COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
    a.label.localeCompare(b.label, "en"),
  );
  return options;
}

/**
 * Country of an address, searched by name; its value is the code the tax tables key (US, GB). A value from
 * before the list (a name it does not know) is offered as it is, so opening an old address changes nothing.
 */
export function CountrySelect(props: Omit<SelectProps, "data">) {
  const all = countryOptions();
  const value = typeof props.value === "string" ? props.value : "";
  const data = value && !all.some((o) => o.value === value) ? [{ value, label: value }, ...all] : all;
  return (
    <Select
      label="Country"
      searchable
      allowDeselect={false}
      nothingFoundMessage="No country of that name"
      autoComplete="off"
      {...props}
      data={data}
    />
  );
}
