import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import BrandingPage from "./branding-page.tsx";
import { ACCOUNT_ID, account } from "./test-account.ts";

const FILE_ID = "0190a000-0000-7000-8000-00000000f11e";

function api(detail = account(), extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    [`GET /api/v1/accounts/${ACCOUNT_ID}`]: () => json(200, detail),
    ...extra,
  });
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const pickFile = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe("branding", () => {
  beforeEach(() => {
    // jsdom has no object URLs; the preview of a fresh upload uses one.
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:logo", revokeObjectURL: () => {} }),
    );
  });

  it("explains why an account without the brand option has no branding", async () => {
    signIn();
    api(account({ brandFlag: "no", brandable: false }));
    renderAt(<BrandingPage />, "/settings/company/branding");
    expect(await screen.findByText("Branding is not available")).toBeTruthy();
    expect(screen.getByText(/Ask the platform operator to turn it on/)).toBeTruthy();
    expect(screen.queryByLabelText("Primary colour")).toBeNull();
  });

  it("states the preferred logo size and refuses a colour that is not #RRGGBB", async () => {
    signIn();
    const { calls } = api();
    renderAt(<BrandingPage />, "/settings/company/branding");
    expect(await screen.findByText(/Preferred size: 120 px wide and 40 px high/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Secondary colour"), { target: { value: "#12" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Use a colour like #1D1D1F, or leave it empty for the default."),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("checks the file before uploading it", async () => {
    signIn();
    const { calls } = api();
    renderAt(<BrandingPage />, "/settings/company/branding");
    await screen.findByRole("button", { name: "Upload logo" });
    pickFile(new File(["gif"], "logo.gif", { type: "image/gif" }));
    expect(await screen.findByText("Upload a PNG, JPEG, SVG or WebP image.")).toBeTruthy();
    pickFile(new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    expect(await screen.findByText("The file is larger than 2 MB.")).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith("/api/v1/files/upload"))).toBe(false);
  });

  it("uploads a logo, previews it and saves it with the colours", async () => {
    signIn();
    const { calls } = api(account(), {
      "POST /api/v1/files/upload": () =>
        json(201, {
          id: FILE_ID,
          url: `/api/v1/files/${FILE_ID}`,
          name: "logo.png",
          mimeType: "image/png",
          size: 3,
        }),
      [`PUT /api/v1/accounts/${ACCOUNT_ID}/branding`]: (call) =>
        json(200, { ...(call.body as object), logoUrl: `/api/v1/files/${FILE_ID}` }),
    });
    renderAt(<BrandingPage />, "/settings/company/branding");
    await screen.findByRole("button", { name: "Upload logo" });
    pickFile(new File(["png"], "logo.png", { type: "image/png" }));
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "Northwind IT logo" }).getAttribute("src")).toBe("blob:logo"),
    );
    const upload = calls.find((c) => c.path.startsWith("/api/v1/files/upload"));
    expect(upload?.path).toBe(`/api/v1/files/upload?accountId=${ACCOUNT_ID}`);
    fireEvent.change(screen.getByLabelText("Primary colour"), { target: { value: "#FF9F43" } });
    fireEvent.change(screen.getByLabelText("Secondary colour"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Branding updated successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      primaryColor: "#FF9F43",
      secondaryColor: "",
      logoFileId: FILE_ID,
    });
  });

  it("removes the logo with nullFields", async () => {
    signIn();
    const { calls } = api(
      account({
        branding: {
          primaryColor: "",
          secondaryColor: "",
          logoFileId: FILE_ID,
          logoUrl: `/api/v1/files/${FILE_ID}`,
        },
      }),
      {
        [`PUT /api/v1/accounts/${ACCOUNT_ID}/branding`]: () =>
          json(200, { primaryColor: "", secondaryColor: "", logoFileId: null, logoUrl: null }),
      },
    );
    renderAt(<BrandingPage />, "/settings/company/branding");
    fireEvent.click(await screen.findByRole("button", { name: "Remove logo" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Branding updated successfully.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      primaryColor: "",
      secondaryColor: "",
      nullFields: ["logoFileId"],
    });
  });
});
