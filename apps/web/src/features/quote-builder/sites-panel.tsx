import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import type { TEnvironment, TProject, TRequirement } from "@q2c/domain";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { memo, useState } from "react";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { FormDialog } from "../../app/forms/form-dialog.tsx";
import type { BuilderActions, BuildingFields } from "./builder-actions.ts";
import { findBuilding } from "./draft-model.ts";
import { LocationTree, type SiteNode } from "./location-tree.tsx";
import { BuildingForm, LocationForm } from "./site-dialogs.tsx";
import { SuggestedBundlesDialog, type SuggestTarget } from "./suggested-bundles-dialog.tsx";
import { BUILDER_TEXTS as T } from "./texts.ts";

/** The sites' dialogs; the page holds which is open, so the empty site's offer can open Add building. */
export type SiteDialog =
  | { kind: "addLocation" }
  | { kind: "renameLocation"; node: SiteNode }
  | { kind: "addBuilding"; locationId: string }
  | { kind: "editBuilding"; node: SiteNode };
type Dialog = SiteDialog;

/** A change of what the Building Use sizes from: the suggestions are offered again. */
const sizingChanged = (
  before: Pick<BuildingFields, "environmentId" | "occupancy" | "requirements">,
  after: BuildingFields,
) =>
  (before.environmentId ?? null) !== (after.environmentId ?? null) ||
  (before.occupancy ?? null) !== (after.occupancy ?? null) ||
  [...(before.requirements ?? [])].sort().join() !== [...(after.requirements ?? [])].sort().join();

export interface SitesPanelProps {
  project: TProject;
  actions: BuilderActions;
  readOnly: boolean;
  selectedBuildingId: string | null;
  onSelectBuilding: (id: string) => void;
  /** The location chosen on the page (a new one, or one without buildings), and choosing one. */
  selectedLocationId: string | null;
  onSelectLocation: (id: string) => void;
  dialog: SiteDialog | null;
  onDialogChange: (dialog: SiteDialog | null) => void;
  environments: readonly TEnvironment[];
  requirements: readonly TRequirement[];
}

/** The left side: locations and buildings, and the tools that add, rename and delete them. */
export const SitesPanel = memo(function SitesPanel(props: SitesPanelProps) {
  const { project, actions, readOnly } = props;
  const locations = project.locations ?? [];
  const [active, setActiveNode] = useState<SiteNode | null>(null);
  const { dialog, onDialogChange: setDialog, onSelectLocation } = props;
  const [suggestFor, setSuggestFor] = useState<SuggestTarget | null>(null);
  const setActive = (node: SiteNode | null) => {
    setActiveNode(node);
    if (node?.kind === "location") onSelectLocation(node.id);
  };
  const chosenLocation = locations.find((l) => l.id === props.selectedLocationId);
  const stillThere =
    active &&
    (active.kind === "location"
      ? locations.some((l) => l.id === active.id)
      : findBuilding(project, active.id));
  // Until the user picks a node, the tools act on the building shown in the grid.
  const shown = findBuilding(project, props.selectedBuildingId);
  const current: SiteNode | null = stillThere
    ? active
    : shown
      ? { kind: "building", id: shown.building.id, name: shown.building.name, locationId: shown.location.id }
      : chosenLocation
        ? {
            kind: "location",
            id: chosenLocation.id,
            name: chosenLocation.name,
            locationId: chosenLocation.id,
          }
        : null;

  const rename = (node: SiteNode) =>
    setDialog(node.kind === "location" ? { kind: "renameLocation", node } : { kind: "editBuilding", node });
  const remove = async (node: SiteNode) => {
    if (!(await confirmDelete({ title: `${T.delete} ${node.name}` }))) return;
    if (node.kind === "location") actions.deleteLocation(node.id);
    else actions.deleteBuilding(node.id);
    setActive(null);
  };
  const editing =
    dialog?.kind === "editBuilding" ? findBuilding(project, dialog.node.id)?.building : undefined;
  const siteOf = (d: Dialog) =>
    d.kind === "addBuilding" ? d.locationId : d.kind === "editBuilding" ? d.node.locationId : null;
  /** Names of the other buildings of the dialog's location (two of one location never share one). */
  const takenNames = (d: Dialog) =>
    (locations.find((l) => l.id === siteOf(d))?.buildings ?? [])
      .filter((b) => d.kind !== "editBuilding" || b.id !== d.node.id)
      .map((b) => b.name);
  const saveBuilding = (d: Dialog, fields: BuildingFields) => {
    const suggest = (buildingId: string) => {
      if (fields.environmentId) setSuggestFor({ buildingId, name: fields.name });
    };
    if (d.kind === "editBuilding") {
      const before = editing ?? { environmentId: null, occupancy: null, requirements: [] };
      const changed = sizingChanged(before, fields);
      actions.updateBuilding(d.node.id, fields, () => {
        if (changed) suggest(d.node.id);
      });
    } else if (d.kind === "addBuilding") {
      actions.addBuilding(d.locationId, fields, (id) => {
        props.onSelectBuilding(id);
        suggest(id);
      });
    }
    setDialog(null);
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {T.sites}
        </Title>
        <LocationTree
          locations={locations}
          selectedBuildingId={props.selectedBuildingId}
          onSelectBuilding={props.onSelectBuilding}
          activeId={current?.id ?? null}
          onActiveChange={setActive}
          onRename={readOnly ? undefined : rename}
          onDelete={readOnly ? undefined : (node) => void remove(node)}
        />
        {readOnly ? null : (
          <Group gap={6}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setDialog({ kind: "addLocation" })}
            >
              {T.addLocation}
            </Button>
            {current ? (
              <>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => setDialog({ kind: "addBuilding", locationId: current.locationId })}
                >
                  {T.addBuilding}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => rename(current)}
                  aria-label={`${T.rename} ${current.name}`}
                >
                  {T.rename}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  color="danger"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => void remove(current)}
                  aria-label={`${T.delete} ${current.name}`}
                >
                  {T.delete}
                </Button>
              </>
            ) : null}
          </Group>
        )}
      </Stack>
      <FormDialog dialog={dialog} title={dialogTitle(dialog)} onClose={() => setDialog(null)}>
        {(d) =>
          d.kind === "addLocation" || d.kind === "renameLocation" ? (
            <LocationForm
              editing={d.kind === "renameLocation" ? { name: d.node.name } : null}
              addresses={project.addresses ?? []}
              onCancel={() => setDialog(null)}
              onSubmit={(values) => {
                if (d.kind === "renameLocation") actions.renameLocation(d.node.id, values.name);
                else {
                  // The new location is chosen once the server has it; its Add building is offered there.
                  actions.addLocation(values, (id) => {
                    setActiveNode(null);
                    onSelectLocation(id);
                  });
                }
                setDialog(null);
              }}
            />
          ) : (
            <BuildingForm
              editing={
                d.kind === "editBuilding" && editing
                  ? { ...editing, requirements: editing.requirements }
                  : null
              }
              environments={props.environments}
              requirements={props.requirements}
              takenNames={takenNames(d)}
              onCancel={() => setDialog(null)}
              onSubmit={(fields) => saveBuilding(d, fields)}
            />
          )
        }
      </FormDialog>
      <SuggestedBundlesDialog
        projectId={project.id}
        target={suggestFor}
        onClose={() => setSuggestFor(null)}
        onAccept={actions.addBundles}
      />
    </Paper>
  );
});

function dialogTitle(dialog: Dialog | null): string {
  switch (dialog?.kind) {
    case "addLocation":
      return T.addLocation;
    case "renameLocation":
      return T.rename;
    case "addBuilding":
      return T.addBuilding;
    case "editBuilding":
      return T.rename;
    default:
      return "";
  }
}
