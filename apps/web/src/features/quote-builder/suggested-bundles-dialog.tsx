import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import type { TSuggestedBundles } from "@q2c/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { projectBuilderApi } from "../../api/project-builder-api.ts";
import { SITES_TEXTS as S } from "./sites-texts.ts";

/** The building whose Building Use was just chosen or changed. */
export interface SuggestTarget {
  buildingId: string;
  name: string;
}

export interface SuggestedBundlesDialogProps {
  projectId: string;
  target: SuggestTarget | null;
  onClose: () => void;
  /** The bundles accepted, with their quantities (whole units as text): one write adds them all. */
  onAccept: (buildingId: string, items: { bundleId: string; quantity: string }[]) => void;
}

/**
 * What the building's Building Use suggests (GET .../suggested-bundles), each bundle ticked with the
 * quantity its rules sized; the salesperson keeps all, some or none (Accept selected / Skip).
 */
export function SuggestedBundlesDialog({
  projectId,
  target,
  onClose,
  onAccept,
}: SuggestedBundlesDialogProps) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={target !== null}
      onClose={onClose}
      title={target ? S.suggestTitle(target.name) : ""}
      size="lg"
    >
      {target ? (
        <Suggestions
          key={target.buildingId}
          projectId={projectId}
          target={target}
          onClose={onClose}
          onAccept={onAccept}
        />
      ) : null}
    </Modal>
  );
}

type Given = { areaSqft?: number; floors?: number };
type Choice = { checked: boolean; quantity: number | string };

function Suggestions({
  projectId,
  target,
  onClose,
  onAccept,
}: SuggestedBundlesDialogProps & { target: SuggestTarget }) {
  const [given, setGiven] = useState<Given>({});
  const query = useQuery({
    queryKey: ["project-builder", projectId, "suggested-bundles", target.buildingId, given],
    queryFn: () => projectBuilderApi.suggestedBundles(projectId, target.buildingId, given),
    staleTime: 0,
    gcTime: 0,
  });
  // The user's ticks and quantities, by bundle; a bundle not touched takes the suggestion.
  const [choices, setChoices] = useState<ReadonlyMap<string, Choice>>(new Map());
  const data = query.data;

  if (query.isPending) {
    return (
      <Group gap="sm" role="status" aria-busy="true" aria-label={S.loadingSuggestions}>
        <Loader size="sm" />
        <Text size="sm">{S.loadingSuggestions}…</Text>
      </Group>
    );
  }
  if (query.isError || !data) {
    return (
      <Stack gap="sm">
        <Text size="sm" c="danger" role="alert">
          {S.suggestionsNotLoaded}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {S.skip}
          </Button>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </Group>
      </Stack>
    );
  }

  const choiceOf = (b: TSuggestedBundles["bundles"][number]): Choice =>
    choices.get(b.bundleId) ?? { checked: true, quantity: b.quantity };
  const set = (bundleId: string, next: Choice) => setChoices((prev) => new Map(prev).set(bundleId, next));
  const validQuantity = (q: number | string) => typeof q === "number" && Number.isInteger(q) && q > 0;
  const picked = data.bundles.filter((b) => choiceOf(b).checked);
  const allValid = picked.every((b) => validQuantity(choiceOf(b).quantity));
  const accept = () => {
    onAccept(
      target.buildingId,
      picked.map((b) => ({ bundleId: b.bundleId, quantity: String(choiceOf(b).quantity) })),
    );
    onClose();
  };

  return (
    <Stack gap="md">
      {data.bundles.length === 0 ? (
        <Text size="sm">{S.noSuggestions}</Text>
      ) : (
        <>
          <Text size="sm">{S.suggestIntro(data.environment?.name ?? "")}</Text>
          <Table verticalSpacing={6}>
            <Table.Tbody>
              {data.bundles.map((b) => {
                const choice = choiceOf(b);
                return (
                  <Table.Tr key={b.bundleId}>
                    <Table.Td>
                      <Checkbox
                        label={b.name}
                        description={b.from
                          .map((f) => S.sizedBy(f.basis, f.measure, f.perUnits, f.ruleName))
                          .join("; ")}
                        checked={choice.checked}
                        onChange={(event) =>
                          set(b.bundleId, { ...choice, checked: event.currentTarget.checked })
                        }
                      />
                    </Table.Td>
                    <Table.Td w={110}>
                      <NumberInput
                        size="xs"
                        aria-label={S.quantityOf(b.name)}
                        min={1}
                        allowDecimal={false}
                        allowNegative={false}
                        disabled={!choice.checked}
                        value={choice.quantity}
                        onChange={(value) => set(b.bundleId, { ...choice, quantity: value })}
                        error={
                          choice.checked && !validQuantity(choice.quantity) ? S.invalidQuantity : undefined
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Unsized data={data} onSize={setGiven} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {S.skip}
        </Button>
        {data.bundles.length > 0 ? (
          <Button onClick={accept} disabled={picked.length === 0 || !allValid}>
            {S.accept(picked.length)}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** The rules that could not size their bundle, and the floors and area to size them by. */
function Unsized({ data, onSize }: { data: TSuggestedBundles; onSize: (given: Given) => void }) {
  const needsPlace = data.unsized.some((u) => u.needs !== "occupancy");
  const [area, setArea] = useState<number | string>(data.measures.areaSqft ?? "");
  const [floors, setFloors] = useState<number | string>(data.measures.floors ?? "");
  if (data.unsized.length === 0 && data.measures.areaFrom !== "given") return null;
  return (
    <Alert
      variant="light"
      color={data.unsized.length > 0 ? "warning" : "gray"}
      title={data.unsized.length > 0 ? S.unsizedTitle : S.sizedByGiven}
    >
      <Stack gap="xs">
        {data.unsized.map((u) => (
          <Text key={u.ruleId} size="sm">
            {S.unsizedRule(u.ruleName, u.bundleName, S.needs[u.needs])}
          </Text>
        ))}
        {data.unsized.some((u) => u.needs === "occupancy") ? <Text size="sm">{S.setOccupancy}</Text> : null}
        {needsPlace || data.measures.areaFrom === "given" ? (
          <Group gap="xs" align="flex-end">
            <NumberInput
              size="xs"
              label={S.areaSqft}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              value={area}
              onChange={setArea}
              w={160}
            />
            <NumberInput
              size="xs"
              label={S.floors}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={floors}
              onChange={setFloors}
              w={90}
            />
            <Button
              size="xs"
              variant="default"
              onClick={() =>
                onSize({
                  ...(typeof area === "number" ? { areaSqft: area } : {}),
                  ...(typeof floors === "number" ? { floors } : {}),
                })
              }
            >
              {S.resize}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
