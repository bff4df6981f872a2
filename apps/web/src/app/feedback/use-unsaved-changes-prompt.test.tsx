import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Link } from "react-router";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render-app.tsx";
import { confirmDelete } from "./confirm.tsx";
import { useUnsavedChangesPrompt } from "./use-unsaved-changes-prompt.ts";

function Editor() {
  useUnsavedChangesPrompt(true);
  return <Link to="/elsewhere">leave</Link>;
}

describe("confirmations", () => {
  it("asks before leaving a page with unsaved changes; Stay keeps the page, Leave goes", async () => {
    const { router } = renderRoutes(
      [
        { path: "/edit", element: <Editor /> },
        { path: "/elsewhere", element: <p>elsewhere</p> },
      ],
      "/edit",
    );
    fireEvent.click(await screen.findByText("leave"));
    expect(await screen.findByText("Are you sure you want to leave without saving?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/edit"));

    fireEvent.click(screen.getByText("leave"));
    fireEvent.click(await screen.findByRole("button", { name: "Leave" }));
    expect(await screen.findByText("elsewhere")).toBeTruthy();
  });

  it("confirmDelete resolves true only when Delete is chosen", async () => {
    renderRoutes([{ path: "/", element: <p>list</p> }]);
    await screen.findByText("list");
    const answer = confirmDelete();
    expect(await screen.findByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await expect(answer).resolves.toBe(true);
  });
});
