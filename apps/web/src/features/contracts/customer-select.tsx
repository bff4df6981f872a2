import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES } from "@q2c/domain";
import { useState } from "react";
import { useCustomerChoices } from "../quotes/use-quotes.ts";

export type CustomerSelectProps = Omit<SelectProps, "data" | "searchable" | "searchValue" | "onSearchChange">;

/**
 * A customer of the MSP, searched by name as the quote form picks one (the server filters, so the
 * Select shows its answer as it is).
 */
export function CustomerSelect(props: CustomerSelectProps) {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const choices = useCustomerChoices(q, true);
  return (
    <Select
      {...props}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={MESSAGES.noResultsFound}
      data={(choices.data?.data ?? []).map((a) => ({ value: a.id, label: a.accountName }))}
    />
  );
}
