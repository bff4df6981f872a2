import { DOCUMENT_MESSAGES, type TQuoteDocument } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import DocumentsDrawer from "./documents-drawer.tsx";
import { API, CONTACT_ID, QUOTE, QUOTE_ID, quoteDocument, signer, template } from "./test-data.ts";
import { DOC_TEXTS as T } from "./texts.ts";

type Handlers = Record<string, (call: RecordedCall) => Response>;

function open(docs: TQuoteDocument[], handlers: Handlers = {}) {
  signIn();
  const mock = mockFetch({ [`GET ${API}/documents`]: () => json(200, docs), ...handlers });
  renderAt(<DocumentsDrawer quote={QUOTE} opened onClose={() => {}} canEdit />, `/projects/${QUOTE_ID}/edit`);
  return mock;
}

const writes = (calls: RecordedCall[]) => calls.filter((c) => c.method !== "GET");
const proposalPanel = async () => {
  const panel = await screen.findByRole("tabpanel");
  return within(panel);
};

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

describe("the documents drawer", () => {
  it("generates the proposal from the default template, preselected", async () => {
    const platform = template();
    const own = template({
      id: "0190c000-0000-7000-8000-0000000000t2",
      title: "Northwind proposal",
      isDefault: true,
    });
    const mock = open([], {
      [`GET /api/v1/projects/${QUOTE_ID}/proposal-templates`]: () => json(200, [platform, own]),
      [`POST ${API}/documents/generate`]: () => json(201, quoteDocument()),
    });
    const panel = await proposalPanel();
    const select = await panel.findByLabelText(T.template);
    expect((select as HTMLInputElement).value).toBe(`Northwind proposal (${T.defaultTag})`);
    fireEvent.click(panel.getByRole("button", { name: T.generate("proposal") }));
    expect(await panel.findByText("Executive summary")).toBeTruthy();
    expect(writes(mock.calls)[0]?.body).toEqual({ documentType: "proposal", templateId: own.id });
  });

  it("hides a section and moves one down, each with the document's version", async () => {
    const doc = quoteDocument();
    const mock = open([doc], {
      [`PUT ${API}/documents/proposal/toggle-section`]: () =>
        json(
          200,
          quoteDocument({
            version: 4,
            sections: doc.sections.map((s) => ({ ...s, visible: s.key !== "execSummary" })),
          }),
        ),
      [`PUT ${API}/documents/proposal/swap-section`]: () => json(200, quoteDocument({ version: 5 })),
    });
    const panel = await proposalPanel();
    fireEvent.click(await panel.findByRole("switch", { name: T.visible("Executive summary") }));
    await waitFor(() =>
      expect(
        (panel.getByRole("switch", { name: T.visible("Executive summary") }) as HTMLInputElement).checked,
      ).toBe(false),
    );
    fireEvent.click(panel.getByRole("button", { name: T.moveDown("Cover") }));
    await waitFor(() => expect(writes(mock.calls)).toHaveLength(2));
    expect(writes(mock.calls)[0]?.body).toEqual({ version: 3, key: "execSummary", visible: false });
    expect(writes(mock.calls)[1]?.body).toEqual({ version: 4, from: "cover", to: "execSummary" });
    expect((panel.getByRole("button", { name: T.moveUp("Cover") }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks 'Need to edit this document?' before changing a sent one: no changes nothing, yes resets first", async () => {
    const sent = quoteDocument({ status: "sent", sentAt: "2026-11-27T09:00:00.000Z", signers: [signer()] });
    const reset = quoteDocument({ version: 9, resetCount: 1, signers: [signer({ status: "pending" })] });
    const mock = open([sent], {
      [`POST ${API}/reset-documents`]: () => json(200, reset),
      [`PUT ${API}/documents/proposal/toggle-section`]: () => json(200, quoteDocument({ version: 10 })),
    });
    const panel = await proposalPanel();
    const toggle = await panel.findByRole("switch", { name: T.visible("Cover") });
    fireEvent.click(toggle);
    const question = await screen.findByRole("dialog", { name: T.needToEditTitle("Proposal for Adatum") });
    expect(within(question).getByText(DOCUMENT_MESSAGES.needToEdit)).toBeTruthy();
    fireEvent.click(within(question).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByText(DOCUMENT_MESSAGES.needToEdit)).toBeNull());
    expect(writes(mock.calls)).toHaveLength(0);

    fireEvent.click(panel.getByRole("switch", { name: T.visible("Cover") }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: T.needToEditTitle("Proposal for Adatum") })).getByRole(
        "button",
        { name: "Yes" },
      ),
    );
    await waitFor(() => expect(writes(mock.calls)).toHaveLength(2));
    expect(writes(mock.calls)[0]).toMatchObject({
      path: `${API}/reset-documents`,
      body: { documentType: "proposal", version: 3 },
    });
    expect(writes(mock.calls)[1]?.body).toEqual({ version: 9, key: "cover", visible: false });
  });

  it("refuses to send without a signer, then sends to the chosen contact with the countersigner", async () => {
    const mock = open([quoteDocument()], {
      [`GET ${API}/document-contacts`]: () =>
        json(200, [
          {
            userId: CONTACT_ID,
            name: "Casey Customer",
            email: "user@customer.demo",
            accountId: "a",
            accountName: "Adatum",
            kind: "customer",
          },
          {
            userId: "p1",
            name: "Pat Partner",
            email: "partner@link.demo",
            accountId: "b",
            accountName: "Fabrikam",
            kind: "member",
          },
        ]),
      [`POST ${API}/documents/proposal/send`]: () =>
        json(
          200,
          quoteDocument({
            status: "sent",
            version: 4,
            signers: [signer(), signer({ id: "s2", party: "msp", name: "Ada Admin" })],
          }),
        ),
    });
    const panel = await proposalPanel();
    fireEvent.click(await panel.findByRole("button", { name: T.send }));
    const dialog = within(await screen.findByRole("dialog", { name: T.sendTitle("proposal") }));
    await dialog.findByText(/Casey Customer/);
    // Partners are contacts of the quote but do not sign for the customer.
    expect(dialog.queryByText(/Pat Partner/)).toBeNull();
    fireEvent.click(dialog.getByRole("button", { name: T.sendSubmit }));
    expect(await dialog.findByText(DOCUMENT_MESSAGES.signersRequired)).toBeTruthy();
    expect(writes(mock.calls)).toHaveLength(0);

    const casey = dialog.getByRole("checkbox", { name: /Casey Customer/ }) as HTMLInputElement;
    expect(casey.checked).toBe(false);
    fireEvent.click(casey);
    // Ticked as chosen (the group's value draws the tick), with the signer's name and role beneath.
    expect(casey.checked).toBe(true);
    fireEvent.click(casey);
    expect(casey.checked).toBe(false);
    expect(dialog.queryByRole("textbox", { name: T.signerRole("user@customer.demo") })).toBeNull();
    fireEvent.click(casey);
    expect(casey.checked).toBe(true);
    fireEvent.change(dialog.getByRole("textbox", { name: T.signerRole("user@customer.demo") }), {
      target: { value: "IT director" },
    });
    fireEvent.click(dialog.getByRole("button", { name: T.sendSubmit }));
    expect(await panel.findByTestId("signers-table")).toBeTruthy();
    expect(writes(mock.calls)[0]?.body).toEqual({
      version: 3,
      signers: [
        { userId: CONTACT_ID, name: "Casey Customer", email: "user@customer.demo", role: "IT director" },
      ],
      countersignerUserId: QUOTE.team[0]?.id,
    });
  });

  it("shows the PDF's render progress (202), asks again, then saves the file", async () => {
    let asks = 0;
    const mock = open([quoteDocument()], {
      [`GET ${API}/documents/proposal/pdf`]: () =>
        ++asks === 1
          ? json(202, { status: "rendering" })
          : new Response("%PDF-1.7", {
              status: 200,
              headers: { "Content-Type": "application/pdf" },
            }),
    });
    const panel = await proposalPanel();
    fireEvent.click(await panel.findByRole("button", { name: T.pdf }));
    expect(await panel.findByText(T.pdfRendering)).toBeTruthy();
    expect(panel.getByTestId("pdf-progress").getAttribute("aria-busy")).toBe("true");
    await waitFor(() => expect(saved).toEqual([T.fileName("proposal", "1001", false)]), { timeout: 5000 });
    expect(panel.queryByTestId("pdf-progress")).toBeNull();
    expect(mock.calls.filter((c) => c.path.endsWith("/pdf"))).toHaveLength(2);
  });

  it("shows a failed render with its reason and retries on request", async () => {
    let asks = 0;
    open([quoteDocument()], {
      [`GET ${API}/documents/proposal/pdf`]: () =>
        ++asks === 1
          ? json(202, { status: "failed", error: "Chromium is not available." })
          : new Response("%PDF", {
              status: 200,
              headers: { "Content-Type": "application/pdf" },
            }),
    });
    const panel = await proposalPanel();
    fireEvent.click(await panel.findByRole("button", { name: T.pdf }));
    expect(await panel.findByText("Chromium is not available.")).toBeTruthy();
    fireEvent.click(panel.getByRole("button", { name: T.retry }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it("shows sealing failed with a retry, and a signed document's signers", async () => {
    const signed = quoteDocument({
      status: "signed",
      sealStatus: "failed",
      sealError: "The renderer timed out.",
      sentAt: "2026-11-27T09:00:00.000Z",
      signers: [signer({ status: "signed", signedAt: "2026-11-27T10:00:00.000Z" })],
    });
    const mock = open([signed], {
      [`POST ${API}/documents/proposal/seal`]: () => json(202, { sealStatus: "pending" }),
    });
    const panel = await proposalPanel();
    expect(await panel.findByText(DOCUMENT_MESSAGES.sealingFailed)).toBeTruthy();
    expect(panel.getByText("The renderer timed out.")).toBeTruthy();
    expect(within(panel.getByTestId("signers-table")).getByText(T.signerStatus.signed)).toBeTruthy();
    // Signed by everyone: the sections no longer change.
    expect((panel.getByRole("switch", { name: T.visible("Cover") }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(panel.getByRole("button", { name: T.retrySeal }));
    await waitFor(() =>
      expect(writes(mock.calls).map((c) => c.path)).toEqual([`${API}/documents/proposal/seal`]),
    );
  });

  it("lists the audit log with whether its chain holds", async () => {
    open([quoteDocument({ status: "sent", sentAt: "2026-11-27T09:00:00.000Z", signers: [signer()] })], {
      [`GET ${API}/documents/proposal/audit-log`]: () =>
        json(200, {
          quoteId: QUOTE_ID,
          documentId: "d",
          documentType: "proposal",
          chain: { verified: true, brokenAtSeq: null },
          entries: [
            {
              seq: 1,
              type: "created",
              at: "2026-11-27T08:00:00.000Z",
              signerId: null,
              actorName: "Ada Admin",
              actorEmail: "admin@msp.demo",
              ip: null,
              userAgent: null,
              data: {},
              prevHash: "0",
              hash: "1",
            },
            {
              seq: 2,
              type: "sent",
              at: "2026-11-27T09:00:00.000Z",
              signerId: null,
              actorName: "Ada Admin",
              actorEmail: "admin@msp.demo",
              ip: "10.0.0.1",
              userAgent: null,
              data: {},
              prevHash: "1",
              hash: "2",
            },
          ],
        }),
    });
    const panel = await proposalPanel();
    fireEvent.click(await panel.findByRole("button", { name: T.auditLog }));
    const dialog = within(await screen.findByRole("dialog", { name: T.auditTitle("proposal") }));
    expect(await dialog.findByText(T.auditChainOk)).toBeTruthy();
    const table = dialog.getByTestId("audit-log");
    expect(within(table).getByText("Created")).toBeTruthy();
    expect(within(table).getByText("10.0.0.1")).toBeTruthy();
  });
});
