import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import type { TEnvironment, TProject, TRequirement } from "@q2c/domain";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { memo, useState } from "react";
import { confirmDelete } from "../../app/feedback/confirm.tsx";
import { FormDialog } from "../../app/forms/form-dialog.tsx";
import type { BuilderActions } from "./builder-actions.ts";
import { findBuilding } from "./draft-model.ts";
import { LocationTree, type SiteNode } from "./location-tree.tsx";
import { BuildingForm, LocationForm } from "./site-dialogs.tsx";
import { BUILDER_TEXTS as T } from "./texts.ts";

type Dialog =
  | { kind: "addLocation" }
  | { kind: "renameLocation"; node: SiteNode }
  | { kind: "addBuilding"; locationId: string }
  | { kind: "editBuilding"; node: SiteNode };

export interface SitesPanelProps {
  project: TProject;
  actions: BuilderActions;
  readOnly: boolean;
  selectedBuildingId: string | null;
  onSelectBuilding: (id: string) => void;
  environments: readonly TEnvironment[];
  requirements: readonly TRequirement[];
}

/** The left side: locations and buildings, and the tools that add, rename and delete them. */
export const SitesPanel = memo(function SitesPanel(props: SitesPanelProps) {
  const { project, actions, readOnly } = props;
  const locations = project.locations ?? [];
  const [active, setActive] = useState<SiteNode | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
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
                else actions.addLocation(values);
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
              onCancel={() => setDialog(null)}
              onSubmit={(fields) => {
                if (d.kind === "editBuilding") actions.updateBuilding(d.node.id, fields);
                else actions.addBuilding(d.locationId, fields);
                setDialog(null);
              }}
            />
          )
        }
      </FormDialog>
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
