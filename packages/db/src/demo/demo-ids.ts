// Fixed ids of the demo data, so tests, journeys and docs can name them.
export const DEMO_IDS = {
  northwind: "0190a000-0000-7000-8000-000000000101",
  contoso: "0190a000-0000-7000-8000-000000000102",
  freshStart: "0190a000-0000-7000-8000-000000000103",
  fabrikam: "0190a000-0000-7000-8000-000000000104",
  adatum: "0190a000-0000-7000-8000-000000000105",
  litware: "0190a000-0000-7000-8000-000000000106",
  distributor: "0190a000-0000-7000-8000-000000000107",
  manufacturer: "0190a000-0000-7000-8000-000000000108",
} as const;

export const DEMO_USERS = [
  { email: "owner@platform.demo", account: "platform", role: "owner", firstName: "Paula", lastName: "Owner" },
  { email: "owner@msp.demo", account: "northwind", role: "owner", firstName: "Nora", lastName: "Wind" },
  {
    email: "admin@msp.demo",
    account: "northwind",
    role: "administrator",
    firstName: "Adam",
    lastName: "Admin",
  },
  { email: "manager@msp.demo", account: "northwind", role: "manager", firstName: "Mia", lastName: "Manager" },
  { email: "editor@msp.demo", account: "northwind", role: "editor", firstName: "Eddie", lastName: "Editor" },
  {
    email: "sales@msp.demo",
    account: "northwind",
    role: "sales",
    team: "sales",
    firstName: "Sam",
    lastName: "Sales",
  },
  {
    email: "engineer@msp.demo",
    account: "northwind",
    role: "engineering",
    team: "engineering",
    firstName: "Erin",
    lastName: "Engineer",
  },
  {
    email: "finance@msp.demo",
    account: "northwind",
    role: "finance",
    team: "finance",
    firstName: "Fred",
    lastName: "Finance",
  },
  {
    email: "ops@msp.demo",
    account: "northwind",
    role: "operations",
    team: "operations",
    firstName: "Olga",
    lastName: "Ops",
  },
  {
    email: "admin@msp2.demo",
    account: "contoso",
    role: "administrator",
    firstName: "Carl",
    lastName: "Contoso",
  },
  { email: "new@msp3.demo", account: "freshStart", role: "owner", firstName: "Nina", lastName: "New" },
  {
    email: "partner@link.demo",
    account: "fabrikam",
    role: "administrator",
    firstName: "Fay",
    lastName: "Brik",
  },
  {
    email: "user@customer.demo",
    account: "adatum",
    role: "administrator",
    firstName: "Ada",
    lastName: "Tum",
  },
] as const;

export type DemoAccountKey = (typeof DEMO_USERS)[number]["account"];
