import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { CustomerDocuments } from "./customer-documents.tsx";
import { API, QUOTE_ID, quoteDocument, signer } from "./test-data.ts";
import { DOC_TEXTS as T } from "./texts.ts";

const CUSTOMER = fakeUser({
  accountKind: "customer",
  isCustomer: true,
  isMSP: "no",
  role: "customer",
  userRole: "customer",
  roles: ["customer"],
});

const status = (d: ReturnType<typeof quoteDocument>) => ({
  documentId: d.id,
  documentType: d.documentType,
  status: d.status,
  sealStatus: d.sealStatus,
  sealError: d.sealError,
  sentAt: d.sentAt,
  completedAt: d.completedAt,
  signers: d.signers,
});

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:file");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe("the documents of a shared quote", () => {
  it("shows the customer each sent document's signers and downloads the sealed PDF; drafts stay the MSP's", async () => {
    signIn(CUSTOMER);
    const completed = quoteDocument({
      status: "completed",
      sealStatus: "sealed",
      sentAt: "2026-11-27T09:00:00.000Z",
      completedAt: "2026-11-27T11:00:00.000Z",
      signers: [
        signer({ status: "signed", signedAt: "2026-11-27T10:00:00.000Z" }),
        signer({
          id: "s2",
          party: "msp",
          name: "Ada Admin",
          status: "signed",
          signedAt: "2026-11-27T11:00:00.000Z",
        }),
      ],
    });
    const draft = quoteDocument({ id: "d2", documentType: "agreement" });
    const mock = mockFetch({
      [`GET ${API}/documents/status`]: () => json(200, { documents: [status(completed), status(draft)] }),
      [`GET ${API}/documents/proposal/pdf`]: () =>
        new Response("%PDF-1.7", { status: 200, headers: { "Content-Type": "application/pdf" } }),
    });
    renderAt(<CustomerDocuments quoteId={QUOTE_ID} quoteNumber="1001" />, `/quotes/${QUOTE_ID}/view`);
    const section = within(await screen.findByRole("region", { name: T.customerTitle }));
    expect(await section.findByText(/Casey Customer \(Customer\): Signed/)).toBeTruthy();
    expect(section.getByText(/Ada Admin \(Countersigner\): Signed/)).toBeTruthy();
    expect(section.queryByText("Agreement")).toBeNull();
    expect(section.queryByRole("button", { name: T.retrySeal })).toBeNull();
    fireEvent.click(section.getByRole("button", { name: T.sealedDownload }));
    await waitFor(() => expect(saved).toEqual([T.fileName("proposal", "1001", true)]));
    expect(mock.calls.every((c) => c.method === "GET")).toBe(true);
  });

  it("says when nothing was sent yet", async () => {
    signIn(CUSTOMER);
    mockFetch({ [`GET ${API}/documents/status`]: () => json(200, { documents: [] }) });
    renderAt(<CustomerDocuments quoteId={QUOTE_ID} quoteNumber="1001" />, `/quotes/${QUOTE_ID}/view`);
    expect(await screen.findByText(T.customerEmpty)).toBeTruthy();
  });
});
