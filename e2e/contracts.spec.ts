import { DEMO_IDS } from "@q2c/db";
import { todayUtc } from "@q2c/domain";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useJourney } from "./fixtures/journey.ts";
import { ContractPage, ContractsListPage } from "./pages/contracts-page.ts";
import { LoginPage } from "./pages/login-page.ts";

const j = useJourney();

const CONTRACT = "Journey Adatum 2027 price agreement";
const CUSTOMER = "Adatum Corp";
const ACCESS_POINT = "Cisco Meraki MR46 Wi-Fi 6 indoor access point, 4x4:4, mGig";
const FIREWALL = "Fortinet FortiGate-60F firewall, 10x GE RJ45";
// expect.poll gives up after 1 s by default; a busy machine renders slower than that.
const POLL = { timeout: 15_000 };

/**
 * Half of a price in cents, written exactly as the server writes money ("919.17" → "459.585",
 * "919.18" → "459.59"): an agreed price that saves 50.00%.
 */
function halfOf(price: string): string {
  const cents = Math.round(Number.parseFloat(price) * 100);
  const thousandths = String(cents * 5).padStart(4, "0");
  const text = `${thousandths.slice(0, -3)}.${thousandths.slice(-3)}`;
  return text.endsWith("0") ? text.slice(0, -1) : text;
}

/**
 * Issue #4 (contracts): an MSP administrator opens Contracts from the side menu, adds a contract for a
 * customer, gives two catalogue products agreed prices, saves, and finds the contract Active in the list
 * and on the customer's Contracts tab. The steps run in order on one signed-in page, each building on the
 * last, so a failure names the step that broke.
 */
describe("an MSP administrator's contract", () => {
  let page: Page;
  let list: ContractsListPage;
  let contractId = "";

  beforeAll(async () => {
    page = await j.page();
    await new LoginPage(page).signInToDashboard("admin@msp.demo", j.server.demoPassword);
    list = new ContractsListPage(page);
  });

  it("opens Contracts from the side menu and adds a contract for Adatum, starting today", async () => {
    await list.openFromMenu();
    const dialog = await list.add();
    expect(await dialog.startDate().inputValue()).toBe(todayUtc());
    await dialog.customer("Adat", CUSTOMER);
    await dialog.name(CONTRACT);
    await dialog.reference("J-ADT-2027");
    contractId = await dialog.create();

    const contract = new ContractPage(page);
    await contract.heading(CONTRACT).waitFor();
    await page.getByText("No products in this contract yet", { exact: false }).waitFor();
  });

  it("adds two products from the catalogue search with agreed prices and saves them", async () => {
    const contract = new ContractPage(page);
    await contract.addProduct("MR46", ACCESS_POINT);
    await contract.addProduct("FortiGate-60F", FIREWALL);
    // A product starts at the catalogue's price (no saving); the saving follows the typing.
    const apList = await contract.agreedPrice(ACCESS_POINT).inputValue();
    const fwList = await contract.agreedPrice(FIREWALL).inputValue();
    expect(await contract.saving(ACCESS_POINT)).toBe("0.00%");
    const apAgreed = halfOf(apList);
    const fwAgreed = halfOf(fwList);
    await contract.agreedPrice(ACCESS_POINT).fill(apAgreed);
    await contract.agreedPrice(FIREWALL).fill(fwAgreed);
    await expect.poll(() => contract.saving(ACCESS_POINT), POLL).toBe("50.00%");
    await expect.poll(() => contract.saving(FIREWALL), POLL).toBe("50.00%");

    await contract.save();
    await expect.poll(() => contract.saveButton().isDisabled(), POLL).toBe(true);
    // What was saved is what the server now answers.
    await page.reload();
    await contract.heading(CONTRACT).waitFor();
    expect(await contract.agreedPrice(ACCESS_POINT).inputValue()).toBe(apAgreed);
    expect(await contract.agreedPrice(FIREWALL).inputValue()).toBe(fwAgreed);
    expect(await contract.saving(FIREWALL)).toBe("50.00%");
  });

  it("finds the contract Active in the list with its two products", async () => {
    await list.openFromMenu();
    await list.search("Journey Adatum");
    const row = list.row(CONTRACT);
    await row.waitFor();
    expect(await row.getByRole("cell").allTextContents()).toEqual([
      CONTRACT,
      CUSTOMER,
      "J-ADT-2027",
      expect.any(String),
      "No end",
      "Active",
      "2",
    ]);
    await row.getByRole("link", { name: CONTRACT, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/contract/${contractId}`);
  });

  it("shows the contract on Adatum's Contracts tab", async () => {
    await page.goto(`/customers/${DEMO_IDS.adatum}/contracts`);
    await page.waitForURL((url) => url.pathname === `/customers/${DEMO_IDS.adatum}/view/contracts`);
    const table = page.getByRole("table", { name: "Contracts" });
    await table.getByRole("link", { name: CONTRACT, exact: true }).waitFor();
    await table.getByRole("link", { name: "Adatum 2026 price agreement", exact: true }).waitFor();
  });
});
