import type { TProduct } from "@q2c/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { product } from "../../features/catalogue/test-data.ts";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { ProductSearchBox } from "./product-search-box.tsx";

const switch24 = product({ name: "Switch 24", manufacturerPartNumber: "SW-24" });
const switch48 = product({ name: "Switch 48", manufacturerPartNumber: "SW-48" });

function open() {
  const byTerm: Record<string, TProduct[]> = { swi: [switch24], "switch 4": [switch48] };
  const mock = mockFetch({
    "GET /api/v1/products/search": (call) => {
      const term = new URLSearchParams(call.path.split("?")[1]).get("term") ?? "";
      return json(200, { data: byTerm[term] ?? [], hasMore: false });
    },
  });
  const onPick = vi.fn();
  renderAt(
    <ProductSearchBox
      productOwnership="all"
      onPick={onPick}
      label="Add a product"
      placeholder="Name or part number"
      help="Arrow keys pick, Enter adds."
      searching="Searching…"
    />,
  );
  const box = screen.getByRole("combobox", { name: "Add a product" });
  return { ...mock, onPick, box };
}

describe("product search box", () => {
  it("adds the highlighted result with Enter, and says when a term is too short", async () => {
    signIn();
    const { box, onPick } = open();
    fireEvent.change(box, { target: { value: "sw" } });
    expect(screen.getByText("Enter at least 3 characters to search.")).toBeTruthy();
    fireEvent.change(box, { target: { value: "swi" } });
    expect(await screen.findByRole("option", { name: /Switch 24/ })).toBeTruthy();
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onPick).toHaveBeenCalledWith(switch24);
    expect((box as HTMLInputElement).value).toBe("");
  });

  it("does not add a result of the previous term while the new one is still being typed or loaded", async () => {
    signIn();
    const { box, onPick } = open();
    fireEvent.change(box, { target: { value: "swi" } });
    await screen.findByRole("option", { name: /Switch 24/ });
    fireEvent.change(box, { target: { value: "switch 4" } });
    // The old result is still in view, but Enter now would add the wrong product.
    expect(screen.getByRole("option", { name: /Switch 24/ })).toBeTruthy();
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onPick).not.toHaveBeenCalled();
    await screen.findByRole("option", { name: /Switch 48/ });
    await waitFor(() => {
      fireEvent.keyDown(box, { key: "Enter" });
      expect(onPick).toHaveBeenCalledWith(switch48);
    });
    expect(onPick).toHaveBeenCalledTimes(1);
  });
});
