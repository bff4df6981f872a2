import type { TSuggestedBundles } from "@q2c/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { MSP_ADMIN } from "../accounts/test-data.ts";
import { SuggestedBundlesDialog } from "./suggested-bundles-dialog.tsx";

const PROJECT = "p-1";
const BUILDING = "b-1";
const PATH = `/api/v1/projects/${PROJECT}/buildings/${BUILDING}/suggested-bundles`;

const suggestions = (over: Partial<TSuggestedBundles> = {}): TSuggestedBundles => ({
  buildingId: BUILDING,
  environment: { id: "e-office", name: "Office" },
  measures: { occupancy: 45, floors: 2, areaSqft: 12_000, areaFrom: "serviceAddress" },
  bundles: [
    {
      bundleId: "wifi",
      name: "Office Wi-Fi",
      quantity: 5,
      from: [
        {
          ruleId: "r1",
          ruleName: "Wi-Fi coverage",
          basis: "sqft",
          measure: 12_000,
          perUnits: "2500.00",
          quantity: 5,
        },
      ],
    },
    {
      bundleId: "switch",
      name: "Switching 24",
      quantity: 3,
      from: [
        {
          ruleId: "r2",
          ruleName: "Access switching",
          basis: "occupant",
          measure: 45,
          perUnits: "20.00",
          quantity: 3,
        },
      ],
    },
    {
      bundleId: "fw",
      name: "Firewall",
      quantity: 1,
      from: [
        { ruleId: "r3", ruleName: "Perimeter", basis: "building", measure: 1, perUnits: "1.00", quantity: 1 },
      ],
    },
  ],
  unsized: [],
  ...over,
});

function open(answer: () => Response | Promise<Response>) {
  signIn(MSP_ADMIN);
  const mock = mockFetch({ [`GET ${PATH}`]: answer });
  const onAccept = vi.fn();
  const onClose = vi.fn();
  renderAt(
    <SuggestedBundlesDialog
      projectId={PROJECT}
      target={{ buildingId: BUILDING, name: "Office block" }}
      onClose={onClose}
      onAccept={onAccept}
    />,
  );
  return { ...mock, onAccept, onClose };
}

describe("SuggestedBundlesDialog", () => {
  it("lists the suggested bundles ticked with their sized quantities and says how each was sized", async () => {
    open(() => json(200, suggestions()));
    expect(screen.getByRole("dialog", { name: "Suggested bundles for Office block" })).toBeTruthy();
    expect(
      screen.getByRole("status", { name: "Loading the suggested bundles" }).getAttribute("aria-busy"),
    ).toBe("true");
    const wifi = (await screen.findByRole("checkbox", { name: "Office Wi-Fi" })) as HTMLInputElement;
    expect(wifi.checked).toBe(true);
    expect(screen.getByText("Wi-Fi coverage: per 2,500 sq ft of 12,000")).toBeTruthy();
    expect(screen.getByText("Access switching: per 20 occupants of 45")).toBeTruthy();
    expect(
      (screen.getByRole("textbox", { name: "Quantity of Office Wi-Fi" }) as HTMLInputElement).value,
    ).toBe("5");
    expect(screen.getByRole("button", { name: "Accept 3 selected" })).toBeTruthy();
  });

  it("accepts some: the ticked bundles with their quantities, in one call", async () => {
    const { onAccept, onClose } = open(() => json(200, suggestions()));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Switching 24" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Quantity of Office Wi-Fi" }), {
      target: { value: "6" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Accept 2 selected" }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onAccept).toHaveBeenCalledWith(BUILDING, [
      { bundleId: "wifi", quantity: "6" },
      { bundleId: "fw", quantity: "1" },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("accepts none with Skip, and cannot accept with nothing ticked or a quantity of zero", async () => {
    const { onAccept, onClose } = open(() => json(200, suggestions()));
    fireEvent.change(await screen.findByRole("textbox", { name: "Quantity of Firewall" }), {
      target: { value: "0" },
    });
    expect(await screen.findByText("Enter a whole number above zero")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Accept 3 selected" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    for (const name of ["Office Wi-Fi", "Switching 24", "Firewall"])
      fireEvent.click(screen.getByRole("checkbox", { name }));
    expect((screen.getByRole("button", { name: "Accept 0 selected" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect(onClose).toHaveBeenCalled();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it("says which rules need the area or occupancy, and sizes again by the area typed", async () => {
    let call = 0;
    const { calls } = open(() =>
      json(
        200,
        call++ === 0
          ? suggestions({
              measures: { occupancy: null, floors: null, areaSqft: null, areaFrom: null },
              bundles: [],
              unsized: [
                { ruleId: "r1", ruleName: "Wi-Fi coverage", bundleName: "Office Wi-Fi", needs: "areaSqft" },
                {
                  ruleId: "r2",
                  ruleName: "Access switching",
                  bundleName: "Switching 24",
                  needs: "occupancy",
                },
              ],
            })
          : suggestions({ measures: { occupancy: null, floors: null, areaSqft: 5000, areaFrom: "given" } }),
      ),
    );
    expect(await screen.findByText("Wi-Fi coverage (Office Wi-Fi) needs the floor area.")).toBeTruthy();
    expect(screen.getByText("Access switching (Switching 24) needs the occupancy.")).toBeTruthy();
    expect(screen.getByText("This Building Use suggests no bundles for this building.")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Floor area (sq ft)" }), {
      target: { value: "5000" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Size again" }));
    expect(await screen.findByRole("checkbox", { name: "Office Wi-Fi" })).toBeTruthy();
    expect(calls.at(-1)?.path).toBe(`${PATH}?areaSqft=5000`);
  });

  it("says when the suggestions could not be loaded and tries again", async () => {
    let fail = true;
    open(() => (fail ? json(500, { message: "Boom", code: "internal" }) : json(200, suggestions())));
    expect(await screen.findByText("The suggested bundles could not be loaded.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Firewall" })).toBeTruthy());
  });
});
