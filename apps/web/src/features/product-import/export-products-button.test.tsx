import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { ExportProductsButton } from "./export-products-button.tsx";

const CATEGORY = "0190a000-0000-7000-8000-0000000c0001";

describe("ExportProductsButton", () => {
  it("downloads the category's products as a CSV file with the session's bearer token", async () => {
    signIn();
    const { calls } = mockFetch({
      "GET /api/v1/products/export": () =>
        new Response("id,kind\r\n", { status: 200, headers: { "Content-Type": "text/csv" } }),
    });
    // jsdom has no blob URLs; these two stand in for the browser's and are put back below.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => "blob:products");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderAt(<ExportProductsButton categoryId={CATEGORY} />);
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(link.href).toBe("blob:products");
    expect(calls[0]?.path).toBe(`/api/v1/products/export?categoryIds=${CATEGORY}`);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer access-1");
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:products");
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it("shows the server's message when the export is refused", async () => {
    signIn();
    mockFetch({
      "GET /api/v1/products/export": () =>
        json(400, { message: "Some fields are not valid.", code: "bad_request" }),
    });
    renderAt(<ExportProductsButton />);
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Some fields are not valid.")).toBeTruthy();
  });
});
