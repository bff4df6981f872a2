import { Box, Group, Text, UnstyledButton } from "@mantine/core";
import type { TProjectLocation } from "@q2c/domain";
import { IconBuilding, IconChevronDown, IconChevronRight, IconMapPin } from "@tabler/icons-react";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { BUILDER_TEXTS as T } from "./texts.ts";

/** A row of the tree: a location or one of its buildings. */
export interface SiteNode {
  kind: "location" | "building";
  id: string;
  name: string;
  locationId: string;
}

export interface LocationTreeProps {
  locations: readonly TProjectLocation[];
  selectedBuildingId: string | null;
  onSelectBuilding: (buildingId: string) => void;
  /** The node the tools act on (the last one clicked or reached by keyboard). */
  activeId: string | null;
  onActiveChange: (node: SiteNode) => void;
  /** F2 and Delete on a node; absent when read-only. */
  onRename?: (node: SiteNode) => void;
  onDelete?: (node: SiteNode) => void;
}

/** The nodes in view, in order: each location, then its buildings when it is expanded. */
export function visibleNodes(
  locations: readonly TProjectLocation[],
  collapsed: ReadonlySet<string>,
): SiteNode[] {
  return locations.flatMap((location) => [
    { kind: "location" as const, id: location.id, name: location.name, locationId: location.id },
    ...(collapsed.has(location.id)
      ? []
      : location.buildings.map((b) => ({
          kind: "building" as const,
          id: b.id,
          name: b.name,
          locationId: location.id,
        }))),
  ]);
}

/**
 * Locations and their buildings as an ARIA tree: one node is in the tab order; the arrow keys move
 * between nodes (Right opens a location or enters it, Left closes it or returns to it), Home and End
 * jump, Enter or Space chooses a building (or opens and closes a location), F2 renames, Delete deletes.
 */
export function LocationTree(props: LocationTreeProps) {
  const { locations, selectedBuildingId, activeId } = props;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const nodes = useMemo(() => visibleNodes(locations, collapsed), [locations, collapsed]);
  const refs = useRef(new Map<string, HTMLLIElement>());
  const moved = useRef(false);
  const focusId = nodes.some((n) => n.id === activeId) ? activeId : (nodes[0]?.id ?? null);

  // A building chosen from outside the tree (just added, say) is shown: its location opens.
  const selectedLocation = locations.find((l) => l.buildings.some((b) => b.id === selectedBuildingId))?.id;
  useEffect(() => {
    if (selectedLocation === undefined) return;
    setCollapsed((prev) => {
      if (!prev.has(selectedLocation)) return prev;
      const next = new Set(prev);
      next.delete(selectedLocation);
      return next;
    });
  }, [selectedLocation]);

  useEffect(() => {
    if (!moved.current || focusId === null) return;
    moved.current = false;
    refs.current.get(focusId)?.focus();
  }, [focusId]);

  const toggle = (id: string, open?: boolean) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (open ?? next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const moveTo = (node: SiteNode | undefined) => {
    if (!node) return;
    moved.current = true;
    props.onActiveChange(node);
  };
  const choose = (node: SiteNode) => {
    props.onActiveChange(node);
    if (node.kind === "building") props.onSelectBuilding(node.id);
    else toggle(node.id);
  };
  // A click on a location first makes it the one the tools act on (opened, so a building added to it
  // shows); only a click on the location already active opens or closes it.
  const click = (node: SiteNode) => {
    if (node.kind === "location" && node.id !== activeId) {
      props.onActiveChange(node);
      toggle(node.id, true);
    } else choose(node);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, node: SiteNode, index: number) => {
    const open = node.kind === "location" && !collapsed.has(node.id);
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(nodes[index + 1]),
      ArrowUp: () => moveTo(nodes[index - 1]),
      Home: () => moveTo(nodes[0]),
      End: () => moveTo(nodes.at(-1)),
      ArrowRight: () => {
        if (node.kind !== "location") return;
        if (open) moveTo(nodes[index + 1]?.kind === "building" ? nodes[index + 1] : undefined);
        else toggle(node.id, true);
      },
      ArrowLeft: () => {
        if (open) toggle(node.id, false);
        else if (node.kind === "building") moveTo(nodes.find((n) => n.id === node.locationId));
      },
      Enter: () => choose(node),
      " ": () => choose(node),
      F2: () => props.onRename?.(node),
      Delete: () => props.onDelete?.(node),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  if (locations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {T.noLocations}
      </Text>
    );
  }
  return (
    <Box component="ul" role="tree" aria-label={T.sites} m={0} p={0} style={{ listStyle: "none" }}>
      {nodes.map((node, index) => {
        const isLocation = node.kind === "location";
        const selected = node.kind === "building" && node.id === selectedBuildingId;
        const expanded = isLocation ? !collapsed.has(node.id) : undefined;
        return (
          <li
            key={node.id}
            ref={(el) => {
              if (el) refs.current.set(node.id, el);
              else refs.current.delete(node.id);
            }}
            role="treeitem"
            aria-level={isLocation ? 1 : 2}
            aria-expanded={expanded}
            aria-selected={selected}
            aria-current={node.id === activeId ? "true" : undefined}
            tabIndex={node.id === focusId ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, node, index)}
            style={{ outlineOffset: -2 }}
          >
            <UnstyledButton
              component="div"
              tabIndex={-1}
              onClick={() => click(node)}
              w="100%"
              px="xs"
              py={6}
              pl={isLocation ? "xs" : 32}
              bg={selected ? "var(--mantine-primary-color-light)" : undefined}
              style={{ borderRadius: 4 }}
            >
              <Group gap={6} wrap="nowrap">
                {isLocation ? (
                  expanded ? (
                    <IconChevronDown size={14} aria-hidden />
                  ) : (
                    <IconChevronRight size={14} aria-hidden />
                  )
                ) : null}
                {isLocation ? <IconMapPin size={16} aria-hidden /> : <IconBuilding size={16} aria-hidden />}
                <Text size="sm" fw={isLocation ? 600 : selected ? 600 : 400} truncate>
                  {node.name}
                </Text>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Box>
  );
}
