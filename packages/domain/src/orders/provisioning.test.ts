import { describe, expect, it } from "vitest";
import { isLiveEquipment, loadProgress, type ProvisioningLineFacts } from "./provisioning.ts";

const line = (overrides: Partial<ProvisioningLineFacts> = {}): ProvisioningLineFacts => ({
  suborderId: "s1",
  status: "delivered",
  suborderStatus: "delivered",
  deliveredAt: new Date(),
  acceptEquipment: false,
  acceptedAt: null,
  ...overrides,
});

describe("a building's provisioning progress", () => {
  it("is complete with every task complete and every bought line delivered (and accepted where asked)", () => {
    expect(loadProgress([{ completion: new Date() }], [line()]).complete).toBe(true);
    expect(loadProgress([{ completion: null }], [line()]).complete).toBe(false);
    expect(loadProgress([], [line({ deliveredAt: null, status: "shipped" })]).complete).toBe(false);
    const asked = line({ acceptEquipment: true });
    expect(loadProgress([], [asked])).toMatchObject({ toAccept: 1, accepted: 0, complete: false });
    expect(loadProgress([], [{ ...asked, acceptedAt: new Date() }]).complete).toBe(true);
  });

  it("leaves out services, rejected or cancelled lines and lines of declined or cancelled suborders", () => {
    const dead = [
      line({ suborderId: null, deliveredAt: null }),
      line({ status: "rejected", deliveredAt: null }),
      line({ status: "cancelled", deliveredAt: null }),
      line({ suborderStatus: "declined", status: "pending", deliveredAt: null }),
      line({ suborderStatus: "cancelled", status: "placed", deliveredAt: null }),
    ];
    for (const l of dead) expect(isLiveEquipment(l)).toBe(false);
    expect(loadProgress([], dead)).toEqual({
      tasks: 0,
      tasksDone: 0,
      equipment: 0,
      delivered: 0,
      toAccept: 0,
      accepted: 0,
      complete: true,
    });
  });

  it("counts tasks and equipment done", () => {
    const p = loadProgress(
      [{ completion: "2026-01-01" }, { completion: null }],
      [line(), line({ deliveredAt: null, status: "shipped" }), line({ acceptEquipment: true })],
    );
    expect(p).toEqual({
      tasks: 2,
      tasksDone: 1,
      equipment: 3,
      delivered: 2,
      toAccept: 1,
      accepted: 0,
      complete: false,
    });
  });
});
