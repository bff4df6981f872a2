// Texts of the builder's sites (issue #16 §2): the empty site's offer and the Building Use suggestions.
const whole = (n: number) => n.toLocaleString("en-US");
const BASIS_UNITS = { building: "building", floor: "floor", sqft: "sq ft", occupant: "occupants" } as const;

export const SITES_TEXTS = {
  noBuildingsAt: (location: string) => `${location} has no buildings yet.`,
  noBuildingsHelp: "Add a building to put products in it.",
  addBuildingTo: (location: string) => `Add building to ${location}`,
  noLocationYet: "Add a location on the left, then its buildings.",
  addressBrings: "Its buildings come with it.",
  nameTaken: "Another building of this location has this name.",
  // The suggestions of a Building Use.
  suggestTitle: (building: string) => `Suggested bundles for ${building}`,
  suggestIntro: (use: string) => `${use} suggests these bundles. Choose the ones to add to the building.`,
  loadingSuggestions: "Loading the suggested bundles",
  suggestionsNotLoaded: "The suggested bundles could not be loaded.",
  noSuggestions: "This Building Use suggests no bundles for this building.",
  quantityOf: (name: string) => `Quantity of ${name}`,
  sizedBy: (
    basis: keyof typeof BASIS_UNITS | null,
    measure: number | null,
    perUnits: string | null,
    ruleName: string | null,
  ) => {
    if (basis === null || measure === null || perUnits === null) return "On the Building Use's list";
    if (basis === "building") return `${ruleName ?? "Rule"}: per building`;
    return `${ruleName ?? "Rule"}: per ${whole(Number(perUnits))} ${BASIS_UNITS[basis]} of ${whole(measure)}`;
  },
  unsizedTitle: "Not sized yet",
  sizedByGiven: "Sized by the floor area and floors given",
  needs: { occupancy: "the occupancy", floors: "the number of floors", areaSqft: "the floor area" } as const,
  unsizedRule: (rule: string, bundle: string, needs: string) => `${rule} (${bundle}) needs ${needs}.`,
  setOccupancy: "Set the building's occupancy (Rename) to size these.",
  areaSqft: "Floor area (sq ft)",
  floors: "Floors",
  resize: "Size again",
  accept: (n: number) => (n === 1 ? "Accept 1 selected" : `Accept ${n} selected`),
  skip: "Skip",
  invalidQuantity: "Enter a whole number above zero",
} as const;
