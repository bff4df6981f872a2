import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { renderAt } from "../../test/render-app.tsx";
import { VERIFY_TEXTS as T } from "./texts.ts";
import VerifyPage from "./verify-page.tsx";

const VERIFY = "POST /api/v1/documents/verify";
const pdf = (name = "sealed.pdf") => new File(["%PDF-1.7 sealed"], name, { type: "application/pdf" });

const VERIFIED = {
  status: "verified",
  quoteId: "0190b000-0000-7000-8000-00000000c001",
  documentType: "proposal",
  signers: [
    {
      name: "Casey Customer",
      email: "user@customer.demo",
      role: "IT director",
      party: "customer",
      signedAt: "2026-11-27T10:05:00.000Z",
    },
    {
      name: "Ada Admin",
      email: "admin@msp.demo",
      role: "Authorized signatory",
      party: "msp",
      signedAt: "2026-11-27T10:20:00.000Z",
    },
  ],
  completedAt: "2026-11-27T10:20:00.000Z",
  sha256: "c".repeat(64),
};

function open(answer: (call: RecordedCall) => Response) {
  const mock = mockFetch({ [VERIFY]: answer });
  renderAt(<VerifyPage />, "/verify");
  return mock;
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe("the verify page", () => {
  it("sends a picked PDF without a session and shows it verified with the quote, type, signers and time", async () => {
    const mock = open(() => json(200, VERIFIED));
    fireEvent.change(fileInput(), { target: { files: [pdf()] } });
    const result = await screen.findByTestId("verify-result");
    expect(result.dataset.status).toBe("verified");
    expect(screen.getByText(T.verified)).toBeTruthy();
    expect(screen.getByText(VERIFIED.quoteId)).toBeTruthy();
    expect(screen.getByText("Proposal")).toBeTruthy();
    expect(screen.getByText("Casey Customer")).toBeTruthy();
    expect(screen.getByText("Ada Admin")).toBeTruthy();
    const call = mock.calls[0];
    expect(call?.headers.get("Authorization")).toBeNull();
    const sent = mock.fetchMock.mock.calls[0]?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get("file")).toBeInstanceOf(File);
  });

  it("says not found for a file that is not ours or was changed, dropped onto the page", async () => {
    open(() => json(200, { status: "not_found" }));
    fireEvent.drop(screen.getByTestId("verify-drop"), { dataTransfer: { files: [pdf("changed.pdf")] } });
    const result = await screen.findByTestId("verify-result");
    expect(result.dataset.status).toBe("not_found");
    expect(screen.getByText(T.notFound)).toBeTruthy();
  });

  it("refuses a file that is not a PDF without sending it", async () => {
    const mock = open(() => json(200, VERIFIED));
    fireEvent.change(fileInput(), {
      target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] },
    });
    expect(await screen.findByText(T.notPdf)).toBeTruthy();
    expect(mock.calls).toHaveLength(0);
  });

  it("shows the server's refusal (rate limit) with a retry", async () => {
    let asked = 0;
    open(() =>
      ++asked === 1
        ? json(429, {
            code: "too_many_attempts",
            message: "Too many documents were checked from your address.",
          })
        : json(200, { status: "not_found" }),
    );
    fireEvent.change(fileInput(), { target: { files: [pdf()] } });
    expect(await screen.findByText("Too many documents were checked from your address.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: T.retry }));
    expect((await screen.findByTestId("verify-result")).dataset.status).toBe("not_found");
  });
});
