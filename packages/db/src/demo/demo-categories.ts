// The platform category tree. Root ids are fixed so environment configuration can name them
// (foundation §9: category ids for product, software, support, ISP, ... come from configuration).
export const ROOT_CATEGORY_IDS = {
  product: "0190a000-0000-7000-8000-0000000c0001",
  software: "0190a000-0000-7000-8000-0000000c0002",
  support: "0190a000-0000-7000-8000-0000000c0003",
  isp: "0190a000-0000-7000-8000-0000000c0004",
  configuration: "0190a000-0000-7000-8000-0000000c0005",
  recurring: "0190a000-0000-7000-8000-0000000c0006",
  installation: "0190a000-0000-7000-8000-0000000c0007",
  asAService: "0190a000-0000-7000-8000-0000000c0008",
  services: "0190a000-0000-7000-8000-0000000c0009",
} as const;

const c = (n: number) => `0190a000-0000-7000-8000-0000000c1${n.toString(16).padStart(3, "0")}`;
const R = ROOT_CATEGORY_IDS;

export const DEMO_CATEGORIES = [
  { id: R.product, parentId: null, name: "Products", rootKind: "product", position: 0 },
  { id: R.software, parentId: null, name: "Software", rootKind: "software", position: 1 },
  { id: R.support, parentId: null, name: "Support", rootKind: "support", position: 2 },
  { id: R.isp, parentId: null, name: "Internet Services", rootKind: "isp", position: 3 },
  {
    id: R.configuration,
    parentId: null,
    name: "Configuration Services",
    rootKind: "configuration",
    position: 4,
  },
  { id: R.recurring, parentId: null, name: "Recurring Services", rootKind: "recurring", position: 5 },
  {
    id: R.installation,
    parentId: null,
    name: "Installation Services",
    rootKind: "installation",
    position: 6,
  },
  { id: R.asAService, parentId: null, name: "As a Service", rootKind: "as_a_service", position: 7 },
  { id: R.services, parentId: null, name: "Services", rootKind: "services", position: 8 },
  { id: c(1), parentId: R.product, name: "Networking", rootKind: null, position: 0 },
  { id: c(2), parentId: R.product, name: "Wireless", rootKind: null, position: 1 },
  { id: c(3), parentId: R.product, name: "Security Cameras", rootKind: null, position: 2 },
  { id: c(4), parentId: c(1), name: "Switches", rootKind: null, position: 0 },
  { id: c(5), parentId: c(1), name: "Firewalls", rootKind: null, position: 1 },
  { id: c(6), parentId: R.software, name: "Licences", rootKind: null, position: 0 },
  { id: c(7), parentId: R.support, name: "Managed Support", rootKind: null, position: 0 },
  { id: c(8), parentId: R.product, name: "Legacy (hidden)", rootKind: null, position: 3, showInMenu: false },
  { id: c(9), parentId: R.product, name: "Servers & Storage", rootKind: null, position: 4 },
  { id: c(10), parentId: R.product, name: "Power & Racks", rootKind: null, position: 5 },
  { id: c(11), parentId: R.product, name: "Structured Cabling", rootKind: null, position: 6 },
  { id: c(12), parentId: R.software, name: "Security Software", rootKind: null, position: 1 },
  { id: c(13), parentId: R.software, name: "Backup & Recovery", rootKind: null, position: 2 },
];
