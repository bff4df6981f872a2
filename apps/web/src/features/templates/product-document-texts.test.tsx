import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { MSP, MSP_ADMIN } from "../accounts/test-data.ts";
import { ProductDocumentTexts } from "./product-document-texts.tsx";
import { platformTemplate, summary, template } from "./test-data.ts";

const PRODUCT = "0190a000-0000-7000-8000-0000000d0103";
const proposal = template({ title: "Northwind proposal" });
const order = template({ title: "Order form", type: "order_send" });
const agreement = platformTemplate({ title: "Managed services agreement", type: "agreement" });

describe("an item's document texts, on its page", () => {
  it("opens the item's text for a proposal or agreement template, coming back to the item", async () => {
    signIn(MSP_ADMIN);
    mockFetch({
      "GET /api/v1/templates": () =>
        json(200, { data: [proposal, order, agreement].map(summary), hasMore: false }),
    });
    renderAt(<ProductDocumentTexts productId={PRODUCT} />, "/product-category/root/product/x");
    expect((screen.getByRole("button", { name: "Edit text" }) as HTMLButtonElement).disabled).toBe(true);
    const select = screen.getByRole("combobox", { name: "Template" }) as HTMLInputElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.click(select);
    expect(screen.queryByRole("option", { name: /Order form/ })).toBeNull();
    fireEvent.click(await screen.findByRole("option", { name: "Managed services agreement · Agreement" }));
    expect(screen.getByRole("link", { name: "Edit text" }).getAttribute("href")).toBe(
      `/msp/${MSP}/product-service/${PRODUCT}/template/${agreement.id}/document/agreement/replace?back=${encodeURIComponent("/product-category/root/product/x")}`,
    );
  }, 30_000);

  it("is not offered to a role that does not write templates", () => {
    signIn(
      fakeUser({ accountId: MSP, mspAccountId: MSP, role: "sales", userRole: "sales", roles: ["sales"] }),
    );
    const { calls } = mockFetch({});
    renderAt(<ProductDocumentTexts productId={PRODUCT} />);
    expect(screen.queryByText("Document texts")).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
