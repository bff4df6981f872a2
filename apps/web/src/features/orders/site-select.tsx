import { Select } from "@mantine/core";
import { useLocationList } from "../locations/use-location-list.ts";
import { ORDER_TEXTS as T } from "./texts.ts";

/** A customer's sites (its service addresses): enabled once a customer is chosen, the first 100 by name. */
export function SiteSelect({
  customerId,
  value,
  onChange,
}: {
  customerId: string | null;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  // Nothing is asked until a customer is chosen.
  const sites = useLocationList({ accountId: customerId ?? "", limit: 100 }, customerId !== null);
  const data = customerId ? (sites.data?.data ?? []).map((l) => ({ value: l.id, label: l.name })) : [];
  return (
    <Select
      label={T.site}
      placeholder={customerId ? T.allSites : T.siteNeedsCustomer}
      data={data}
      value={value}
      onChange={onChange}
      disabled={!customerId}
      clearable
      searchable
      nothingFoundMessage={T.customerHasNoSites}
      w={260}
    />
  );
}
