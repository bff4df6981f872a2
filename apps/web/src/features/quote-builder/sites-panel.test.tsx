import type { TEnvironment, TProject } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { MSP_ADMIN } from "../accounts/test-data.ts";
import type { BuilderActions } from "./builder-actions.ts";
import { EmptySite } from "./empty-site.tsx";
import { type SiteDialog, SitesPanel } from "./sites-panel.tsx";
import { building, location, project } from "./test-data.ts";

const office: TEnvironment = {
  id: "env-office",
  name: "Office",
  description: "",
  position: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const ADDRESS = {
  id: "addr-campus",
  name: "Campus",
  address1: "1 Main Street",
  city: "Boston",
  state: "MA",
  zip: "02108",
  country: "US",
};

function fakeActions() {
  return {
    addLocation: vi.fn(),
    addBuilding: vi.fn(),
    updateBuilding: vi.fn(),
    addBundles: vi.fn(),
    renameLocation: vi.fn(),
    deleteLocation: vi.fn(),
    deleteBuilding: vi.fn(),
  };
}

function Harness(props: {
  quote: TProject;
  actions: ReturnType<typeof fakeActions>;
  onSelectLocation: (id: string) => void;
  onSelectBuilding: (id: string) => void;
  startWith?: SiteDialog;
}) {
  const [dialog, setDialog] = useState<SiteDialog | null>(props.startWith ?? null);
  return (
    <SitesPanel
      project={props.quote}
      actions={props.actions as unknown as BuilderActions}
      readOnly={false}
      selectedBuildingId={null}
      onSelectBuilding={props.onSelectBuilding}
      selectedLocationId={null}
      onSelectLocation={props.onSelectLocation}
      dialog={dialog}
      onDialogChange={setDialog}
      environments={[office]}
      requirements={[]}
    />
  );
}

function open(quote: TProject, startWith?: SiteDialog) {
  signIn(MSP_ADMIN);
  const actions = fakeActions();
  const onSelectLocation = vi.fn();
  const onSelectBuilding = vi.fn();
  renderAt(
    <Harness
      quote={quote}
      actions={actions}
      onSelectLocation={onSelectLocation}
      onSelectBuilding={onSelectBuilding}
      startWith={startWith}
    />,
  );
  return { actions, onSelectLocation, onSelectBuilding };
}

describe("the sites panel's dialogs", () => {
  it("Add location names the site after the chosen address and chooses the new location once added", async () => {
    const { actions, onSelectLocation } = open(project([], { addresses: [ADDRESS] }));
    fireEvent.click(screen.getByRole("button", { name: "Add location" }));
    const dialog = await screen.findByRole("dialog", { name: "Add location" });
    expect(within(dialog).getByText("Its buildings come with it.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Customer service address" }));
    fireEvent.click(await screen.findByRole("option", { name: /Campus/ }));
    expect((within(dialog).getByRole("textbox", { name: /^Location name/ }) as HTMLInputElement).value).toBe(
      "Campus",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(actions.addLocation).toHaveBeenCalledTimes(1));
    expect(actions.addLocation.mock.calls[0]?.[0]).toEqual({ name: "Campus", locationId: ADDRESS.id });
    // The server's answer names the new site: the builder chooses it.
    actions.addLocation.mock.calls[0]?.[1]("site-new");
    expect(onSelectLocation).toHaveBeenCalledWith("site-new");
  });

  it("Add building refuses a name the location already has, whatever its case", async () => {
    const hq = location([building([], { name: "Main building" })], { name: "HQ" });
    const { actions } = open(project([hq]), { kind: "addBuilding", locationId: hq.id });
    const dialog = await screen.findByRole("dialog", { name: "Add building" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Building name/ }), {
      target: { value: " main BUILDING" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Another building of this location has this name.")).toBeTruthy();
    expect(actions.addBuilding).not.toHaveBeenCalled();
  });

  it("a building given a Building Use is chosen and offered its suggested bundles, accepted in one write", async () => {
    const hq = location([], { name: "HQ" });
    const quote = project([hq]);
    const { actions, onSelectBuilding } = open(quote, { kind: "addBuilding", locationId: hq.id });
    mockFetch({
      [`GET /api/v1/projects/${quote.id}/buildings/b-new/suggested-bundles`]: () =>
        json(200, {
          buildingId: "b-new",
          environment: { id: office.id, name: "Office" },
          measures: { occupancy: 30, floors: null, areaSqft: null, areaFrom: null },
          bundles: [
            {
              bundleId: "switch",
              name: "Switching 24",
              quantity: 2,
              from: [
                {
                  ruleId: "r",
                  ruleName: "Access switching",
                  basis: "occupant",
                  measure: 30,
                  perUnits: "20",
                  quantity: 2,
                },
              ],
            },
          ],
          unsized: [],
        }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Add building" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Building name/ }), {
      target: { value: "Tower" },
    });
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Building Use" }));
    fireEvent.click(await screen.findByRole("option", { name: "Office" }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Occupancy" }), { target: { value: "30" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(actions.addBuilding).toHaveBeenCalledTimes(1));
    const [locationId, fields, onAdded] = actions.addBuilding.mock.calls[0] ?? [];
    expect([locationId, fields]).toEqual([
      hq.id,
      { name: "Tower", environmentId: office.id, occupancy: 30, requirements: [] },
    ]);
    onAdded("b-new");
    expect(onSelectBuilding).toHaveBeenCalledWith("b-new");
    const offer = await screen.findByRole("dialog", { name: "Suggested bundles for Tower" });
    fireEvent.click(await within(offer).findByRole("button", { name: "Accept 1 selected" }));
    expect(actions.addBundles).toHaveBeenCalledWith("b-new", [{ bundleId: "switch", quantity: "2" }]);
  });
});

describe("EmptySite", () => {
  it("says the location has no buildings and offers Add building there", () => {
    const add = vi.fn();
    renderAt(<EmptySite locationName="Depot" onAddBuilding={add} />);
    expect(screen.getByText("Depot has no buildings yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add building to Depot" }));
    expect(add).toHaveBeenCalled();
  });

  it("offers nothing on a read-only quote, and asks for a location first on a quote without any", () => {
    renderAt(<EmptySite locationName="Depot" />);
    expect(screen.queryByRole("button")).toBeNull();
    renderAt(<EmptySite locationName={null} onAddBuilding={vi.fn()} />);
    expect(screen.getByText("Add a location on the left, then its buildings.")).toBeTruthy();
  });
});
