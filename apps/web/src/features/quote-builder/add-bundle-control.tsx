import { Button, Group, Select, Text, TextInput } from "@mantine/core";
import { MESSAGES, type TBundle } from "@q2c/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { bundlesApi } from "../../api/bundles-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import type { BuilderActions } from "./builder-actions.ts";
import { parseQuantity } from "./line-inputs.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

/**
 * Every catalogue bundle the caller may read (GET /bundles, page after page), shared with the bundle
 * pages; read once the picker is first focused or opened, not as the builder opens.
 */
function useBundleChoices(wanted: boolean) {
  return useQuery<TBundle[]>({
    queryKey: queryKeys.bundleOptions({ productOwnership: "all" }),
    queryFn: () => bundlesApi.listAll({ productOwnership: "all" }),
    enabled: wanted,
  });
}

/** Adds a catalogue bundle to the building: its items become lines of a new bundle product. */
export function AddBundleControl({ actions, buildingId }: { actions: BuilderActions; buildingId: string }) {
  const [wanted, setWanted] = useState(false);
  const bundles = useBundleChoices(wanted);
  const want = () => setWanted(true);
  const [bundleId, setBundleId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState("1");
  const parsed = parseQuantity(quantity);
  if (bundles.isError) {
    return (
      <Text size="xs" c="danger" role="status">
        {MESSAGES.bundlesCouldNotBeLoaded}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Select
        size="xs"
        aria-label={T.addBundle}
        placeholder={T.addBundle}
        searchable
        nothingFoundMessage={bundles.data === undefined ? T.loadingBundles : MESSAGES.noResultsFound}
        onFocus={want}
        onDropdownOpen={want}
        data={(bundles.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
        value={bundleId}
        onChange={setBundleId}
        w={200}
      />
      <TextInput
        size="xs"
        aria-label={T.bundleQuantity}
        value={quantity}
        onChange={(event) => setQuantity(event.currentTarget.value)}
        error={parsed.ok ? undefined : true}
        w={64}
      />
      <Button
        size="xs"
        variant="default"
        disabled={bundleId === null || !parsed.ok}
        onClick={() => {
          if (bundleId === null || !parsed.ok) return;
          actions.addBundle(buildingId, bundleId, parsed.value);
          setBundleId(null);
          setQuantity("1");
        }}
      >
        {T.add}
      </Button>
    </Group>
  );
}
