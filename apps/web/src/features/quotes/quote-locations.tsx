import { Paper, Stack, Text, Title } from "@mantine/core";
import type { TProjectLocation } from "@q2c/domain";
import { formatAmount } from "./quote-format.ts";
import { BuildingLines } from "./quote-lines.tsx";
import { QUOTE_TEXTS as T } from "./texts.ts";

const place = (l: TProjectLocation): string => [l.locality, l.region, l.country].filter(Boolean).join(", ");

/** The quote's sites, read-only: location → building → bundle products → lines. */
export function QuoteLocations({ locations }: { locations: readonly TProjectLocation[] }) {
  if (locations.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {T.noLocations}
      </Text>
    );
  return (
    <Stack gap="md">
      {locations.map((location) => (
        <Paper key={location.id} withBorder p="md" radius="md" component="section" aria-label={location.name}>
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4">
                {location.name}
              </Title>
              <Text size="sm" c="dimmed">
                {[place(location), `${T.termTotal} ${formatAmount(location.totals.termTotal)}`]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </div>
            {location.buildings.length === 0 ? (
              <Text size="sm" c="dimmed">
                {T.noBuildingsHere}
              </Text>
            ) : null}
            {location.buildings.map((building) => (
              <Stack key={building.id} gap={6}>
                <Title order={3} size="h5">
                  {building.name}
                  <Text span size="sm" c="dimmed" fw={400}>
                    {` · ${T.oneTime} ${formatAmount(building.totalPrice)} · ${T.monthly} ${formatAmount(building.recurringPrice)}`}
                  </Text>
                </Title>
                <BuildingLines
                  label={`${location.name} · ${building.name}`}
                  products={building.bundleProducts ?? []}
                />
              </Stack>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
