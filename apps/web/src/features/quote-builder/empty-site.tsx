import { Button, Paper, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { SITES_TEXTS as S } from "./sites-texts.ts";

/** The middle of the builder for a location without buildings: says so and offers Add building there. */
export function EmptySite({
  locationName,
  onAddBuilding,
}: {
  locationName: string | null;
  /** Absent when the quote is read-only. */
  onAddBuilding?: () => void;
}) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text size="sm" fw={600}>
          {locationName === null ? S.noLocationYet : S.noBuildingsAt(locationName)}
        </Text>
        {locationName !== null && onAddBuilding ? (
          <>
            <Text size="sm" c="dimmed">
              {S.noBuildingsHelp}
            </Text>
            <Button
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={onAddBuilding}
              aria-label={S.addBuildingTo(locationName)}
            >
              Add building
            </Button>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
