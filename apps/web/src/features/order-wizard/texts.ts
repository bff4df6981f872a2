/** Texts of the order wizard (issue #18; domain §4 "Order wizard keeps orderCategories and a step number"). */
export const WIZARD_TEXTS = {
  title: (deal: string) => `Create the order of "${deal}"`,
  loading: "Loading the quote's lines",
  couldNotLoad: "Could not load the quote's lines.",
  steps: ["Lines", "Ship to", "Confirm"] as const,
  stepDescriptions: ["Which categories to order", "Where equipment goes", "Check and create"] as const,
  stepsLabel: "Steps of the order",
  // Step 1.
  categoriesIntro:
    "Choose the categories of the accepted quote to order now. Equipment is split into suborders per building and distributor; services and subscriptions are delivered without one.",
  categoriesLabel: "Order categories",
  lineCount: (n: number) => (n === 1 ? "1 line" : `${n} lines`),
  bought: "Equipment",
  service: "Service",
  chooseOne: "Choose at least one category to order.",
  leftOut:
    "A quote has one order: lines of categories left out are not ordered with it, and cannot be added to it later.",
  product: "Product",
  partNumber: "Part number",
  quantity: "Qty",
  price: "Price",
  kind: "Kind",
  linesOf: (name: string) => `Lines of ${name}`,
  // Step 2.
  shipIntro:
    "Where each building's equipment is shipped: to the building's own address, or to the customer's shipping address (its head office) to be taken on site from there.",
  shipLabel: (building: string) => `Ship ${building}'s equipment to`,
  buildingAddress: "The building's address",
  customerAddress: "The customer's shipping address",
  noCustomerAddress: "The customer has no shipping address on file: equipment ships to the buildings.",
  noEquipment: "Nothing of the chosen categories is shipped: there is no equipment among them.",
  // Step 3.
  confirmIntro: "The order is made as below. It starts as a draft: nothing is sent to a distributor yet.",
  summaryLines: (lines: number, categories: number) =>
    `${lines === 1 ? "1 line" : `${lines} lines`} in ${categories === 1 ? "1 category" : `${categories} categories`}`,
  summaryShipTo: "Ship-to",
  toCustomer: "customer's shipping address",
  toBuilding: "building's address",
  // Buttons.
  back: "Back",
  next: "Next",
  cancel: "Cancel",
  create: "Create order",
  created: (n: number) => `Order #${n} created.`,
  couldNotCreate: "Could not create the order.",
} as const;
