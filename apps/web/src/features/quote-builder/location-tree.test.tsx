import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { LocationTree, type SiteNode } from "./location-tree.tsx";
import { building, location } from "./test-data.ts";

const hq = location([building([], { name: "Main building" }), building([], { name: "Warehouse" })], {
  name: "Head office",
});
const branch = location([building([], { name: "Shop" })], { name: "Branch" });

function Harness(props: {
  onRename: (n: SiteNode) => void;
  onDelete: (n: SiteNode) => void;
  onSelect: (id: string) => void;
}) {
  const [active, setActive] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <LocationTree
      locations={[hq, branch]}
      selectedBuildingId={selected}
      onSelectBuilding={(id) => {
        setSelected(id);
        props.onSelect(id);
      }}
      activeId={active}
      onActiveChange={(node) => setActive(node.id)}
      onRename={props.onRename}
      onDelete={props.onDelete}
    />
  );
}

const item = (name: string) => screen.getByRole("treeitem", { name });
const key = (name: string, k: string) => fireEvent.keyDown(item(name), { key: k });

describe("LocationTree", () => {
  it("moves with the arrow keys, chooses a building with Enter, and keeps one node in the tab order", () => {
    signIn();
    const onSelect = vi.fn();
    renderAt(<Harness onRename={vi.fn()} onDelete={vi.fn()} onSelect={onSelect} />);
    expect(screen.getByRole("tree", { name: "Locations and buildings" })).toBeTruthy();
    expect(item("Head office").tabIndex).toBe(0);
    expect(item("Main building").tabIndex).toBe(-1);

    item("Head office").focus();
    key("Head office", "ArrowDown");
    expect(document.activeElement).toBe(item("Main building"));
    key("Main building", "ArrowDown");
    expect(document.activeElement).toBe(item("Warehouse"));
    key("Warehouse", "Enter");
    expect(onSelect).toHaveBeenCalledWith(hq.buildings[1]?.id);
    expect(item("Warehouse").getAttribute("aria-selected")).toBe("true");
    key("Warehouse", "End");
    expect(document.activeElement).toBe(item("Shop"));
    key("Shop", "ArrowLeft");
    expect(document.activeElement).toBe(item("Branch"));
  });

  it("closes and opens a location with Left and Right", () => {
    signIn();
    renderAt(<Harness onRename={vi.fn()} onDelete={vi.fn()} onSelect={vi.fn()} />);
    item("Head office").focus();
    key("Head office", "ArrowLeft");
    expect(item("Head office").getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("treeitem", { name: "Main building" })).toBeNull();
    key("Head office", "ArrowDown");
    expect(document.activeElement).toBe(item("Branch"));
    key("Branch", "ArrowUp");
    key("Head office", "ArrowRight");
    expect(item("Head office").getAttribute("aria-expanded")).toBe("true");
    key("Head office", "ArrowRight");
    expect(document.activeElement).toBe(item("Main building"));
  });

  it("renames with F2 and deletes with Delete", () => {
    signIn();
    const onRename = vi.fn();
    const onDelete = vi.fn();
    renderAt(<Harness onRename={onRename} onDelete={onDelete} onSelect={vi.fn()} />);
    key("Warehouse", "F2");
    expect(onRename).toHaveBeenCalledWith(expect.objectContaining({ kind: "building", name: "Warehouse" }));
    key("Branch", "Delete");
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ kind: "location", id: branch.id }));
  });

  it("makes a clicked location the active one, opened; a second click closes it", () => {
    signIn();
    renderAt(<Harness onRename={vi.fn()} onDelete={vi.fn()} onSelect={vi.fn()} />);
    key("Head office", "ArrowLeft");
    expect(item("Head office").getAttribute("aria-expanded")).toBe("false");
    // Branch is open and not active: the click chooses it (the tools act on it) and keeps it open.
    fireEvent.click(item("Branch").firstElementChild as HTMLElement);
    expect(item("Branch").getAttribute("aria-current")).toBe("true");
    expect(item("Branch").getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(item("Branch").firstElementChild as HTMLElement);
    expect(item("Branch").getAttribute("aria-expanded")).toBe("false");
    // A closed location that is not active opens on the click.
    fireEvent.click(item("Head office").firstElementChild as HTMLElement);
    expect(item("Head office").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("treeitem", { name: "Main building" })).toBeTruthy();
  });
});
