import type { TOrderCategoriesResponse } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { canAdvance, createRequest, initialWizardState, shippedBuildings } from "./wizard-state.ts";

const shipTo = {
  companyName: "Adatum Corp",
  contact: "",
  address1: "1 Harbour Way",
  address2: "",
  city: "Seattle",
  state: "WA",
  postalCode: "98101",
  countryCode: "US",
  email: "",
};
const line = (id: string, buildingId: string, bought: boolean) => ({
  id,
  name: id,
  partNumber: "",
  quantity: "1",
  price: "1",
  pricingModel: "one_time",
  buildingId,
  bought,
});
const data: TOrderCategoriesResponse = {
  categories: [
    { id: "c-wifi", name: "Wi-Fi", lines: [line("ap", "hq", true), line("ap2", "lab", true)] },
    { id: null, name: "Other", lines: [line("install", "hq", false), line("cable", "store", true)] },
  ],
  buildings: [
    { id: "hq", name: "HQ", siteName: "S", shipTo },
    { id: "lab", name: "Lab", siteName: "S", shipTo },
    { id: "store", name: "Store", siteName: "S", shipTo },
  ],
  customerShipTo: shipTo,
};

describe("the order wizard's state", () => {
  it("starts on step 0 with every category and no building shipped to the customer", () => {
    expect(initialWizardState(data)).toEqual({
      step: 0,
      orderCategories: ["c-wifi", "other"],
      customerShippingBuildings: [],
    });
  });

  it("ships to the buildings with equipment of the chosen categories only", () => {
    const wifi = { orderCategories: ["c-wifi"] };
    expect(shippedBuildings(data, wifi).map((b) => b.id)).toEqual(["hq", "lab"]);
    expect(shippedBuildings(data, { orderCategories: ["other"] }).map((b) => b.id)).toEqual(["store"]);
  });

  it("asks for the lines only when categories are left out, and drops buildings no longer shipped to", () => {
    const all = initialWizardState(data);
    expect(createRequest("q", data, { ...all, customerShippingBuildings: ["lab"] })).toEqual({
      projectId: "q",
      customerShippingBuildings: ["lab"],
    });
    expect(
      createRequest("q", data, {
        step: 2,
        orderCategories: ["other"],
        customerShippingBuildings: ["lab", "store"],
      }),
    ).toEqual({ projectId: "q", items: ["install", "cable"], customerShippingBuildings: ["store"] });
  });

  it("does not leave the first step without a category", () => {
    expect(canAdvance({ step: 0, orderCategories: [], customerShippingBuildings: [] })).toBe(false);
    expect(canAdvance({ step: 1, orderCategories: [], customerShippingBuildings: [] })).toBe(true);
  });
});
