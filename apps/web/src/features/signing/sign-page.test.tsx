import { DOCUMENT_MESSAGES, type TSigningChoices, type TSignRequest } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import SignPage from "./sign-page.tsx";
import {
  API,
  GROUP,
  LINE_BACKUP,
  LINE_BETTER,
  LINK_INFO,
  SIGN_PATH,
  SIGNING_DOCUMENT,
  totals,
} from "./test-data.ts";
import { SIGNING_TEXTS as T } from "./texts.ts";

const GOOD_CODE = "123456";
const SESSION = { signingToken: "signing-token-1", expiresAt: "2026-11-27T11:00:00.000Z" };

type Handlers = Record<string, (call: RecordedCall) => Response>;

function open(handlers: Handlers = {}) {
  const mock = mockFetch({
    [`GET ${API}/sign`]: () => json(200, LINK_INFO),
    [`POST ${API}/one-time-password`]: () =>
      json(200, {
        sentTo: "u***@c***.demo",
        expiresAt: "2026-11-27T10:10:00.000Z",
        resendAfter: "2026-11-27T10:00:30.000Z",
      }),
    [`POST ${API}/sign/otp/validate`]: (call) =>
      (call.body as { code: string }).code === GOOD_CODE
        ? json(200, SESSION)
        : json(400, {
            code: "bad_request",
            message: DOCUMENT_MESSAGES.codeWrong,
            fields: { code: DOCUMENT_MESSAGES.codeWrong },
          }),
    [`GET ${API}/sign/document`]: () => json(200, SIGNING_DOCUMENT),
    [`POST ${API}/sign/price`]: () => json(200, totals("5200.00", "330.00", "17080.00")),
    [`POST ${API}/sign`]: () =>
      json(200, { signedAt: "2026-11-27T10:05:00.000Z", documentStatus: "sent", completed: false }),
    ...handlers,
  });
  renderRoutes([{ path: "/quotes/:quoteId/sign", element: <SignPage /> }], SIGN_PATH);
  return mock;
}

const enterCode = (code: string) => {
  fireEvent.change(screen.getByLabelText(new RegExp(T.codeLabel)), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: T.verify }));
};

/** From the link to the document: ask for the code and enter the right one. */
async function openDocument(handlers: Handlers = {}) {
  const mock = open(handlers);
  fireEvent.click(await screen.findByRole("button", { name: T.sendCode }));
  await screen.findByLabelText(new RegExp(T.codeLabel));
  enterCode(GOOD_CODE);
  await screen.findByTitle(T.documentFrame("proposal"));
  return mock;
}

const signCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === "POST" && c.path === `${API}/sign`);

function fillSignature(name = "Casey Customer") {
  fireEvent.click(screen.getByRole("radio", { name: T.type }));
  fireEvent.change(screen.getByLabelText(T.typedLabel), { target: { value: name } });
}

describe("the signing page", () => {
  it("shows the MSP's branding and who is asked to sign, then the document once the code is verified", async () => {
    const mock = await openDocument();
    expect(screen.getByText("Northwind IT")).toBeTruthy();
    expect(screen.getByText("Casey Customer")).toBeTruthy();
    const frame = screen.getByTitle(T.documentFrame("proposal")) as HTMLIFrameElement;
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toContain("Managed services proposal");
    const read = mock.calls.find((c) => c.path === `${API}/sign/document`);
    expect(read?.headers.get("x-signing-token")).toBe(SESSION.signingToken);
    expect(read?.headers.get("Authorization")).toBeNull();
  });

  it("says a wrong code is wrong and keeps the signer on the code", async () => {
    open();
    fireEvent.click(await screen.findByRole("button", { name: T.sendCode }));
    await screen.findByText(T.codeSentTo("u***@c***.demo"));
    enterCode("000000");
    expect(await screen.findByText(DOCUMENT_MESSAGES.codeWrong)).toBeTruthy();
    expect(screen.queryByTitle(T.documentFrame("proposal"))).toBeNull();
  });

  it("shows the server's answer after too many wrong codes", async () => {
    open({
      [`POST ${API}/sign/otp/validate`]: () =>
        json(429, {
          code: "too_many_attempts",
          message: DOCUMENT_MESSAGES.codeTooManyTries,
          fields: { code: DOCUMENT_MESSAGES.codeTooManyTries },
        }),
    });
    fireEvent.click(await screen.findByRole("button", { name: T.sendCode }));
    await screen.findByLabelText(new RegExp(T.codeLabel));
    enterCode("111111");
    expect(await screen.findByText(DOCUMENT_MESSAGES.codeTooManyTries)).toBeTruthy();
  });

  it("disables the resend with a visible countdown once a code is sent", async () => {
    const mock = open();
    fireEvent.click(await screen.findByRole("button", { name: T.sendCode }));
    const resend = await screen.findByRole("button", { name: /Send a new code in (30|29) s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(resend);
    expect(mock.calls.filter((c) => c.path === `${API}/one-time-password`)).toHaveLength(1);
  });

  it("shows a 429 on asking for a code as wait 30 seconds, with the countdown", async () => {
    open({
      [`POST ${API}/one-time-password`]: () =>
        json(429, { code: "too_many_attempts", message: DOCUMENT_MESSAGES.codeResendTooSoon }),
    });
    fireEvent.click(await screen.findByRole("button", { name: T.sendCode }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.codeResendTooSoon)).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: /Send a new code in \d+ s/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("shows the link as gone when the server does not know it", async () => {
    open({ [`GET ${API}/sign`]: () => json(404, { code: "not_found", message: "Not found" }) });
    expect(await screen.findByText(DOCUMENT_MESSAGES.linkGone)).toBeTruthy();
    expect(screen.queryByRole("button", { name: T.sendCode })).toBeNull();
  });

  it("refuses to sign without consent, then without a signature, then without initials", async () => {
    const mock = await openDocument();
    const sign = screen.getByRole("button", { name: T.sign });
    fireEvent.click(sign);
    expect(await screen.findByText(DOCUMENT_MESSAGES.consentRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: T.agree }));
    fireEvent.click(sign);
    expect(await screen.findByText(DOCUMENT_MESSAGES.signatureRequired)).toBeTruthy();
    expect(screen.queryByText(DOCUMENT_MESSAGES.consentRequired)).toBeNull();
    fillSignature();
    fireEvent.click(sign);
    expect(await screen.findByText(DOCUMENT_MESSAGES.initialsRequired)).toBeTruthy();
    expect(signCalls(mock.calls)).toHaveLength(0);
  });

  it("updates the totals from the server as an optional line is turned off and another option picked", async () => {
    const mock = await openDocument();
    const table = screen.getByTestId("signing-totals");
    expect(within(table).getByText("$21,400.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("switch", { name: T.includeOptional("Cloud backup") }));
    fireEvent.click(screen.getByRole("radio", { name: /Firewall better/ }));
    await waitFor(() => expect(within(table).getByText("$17,080.00")).toBeTruthy());
    const priced = mock.calls.filter((c) => c.path === `${API}/sign/price`);
    // The two changes, made within the debounce, are priced once, with both in the request.
    expect(priced).toHaveLength(1);
    const asked = (priced[0]?.body as { choices: TSigningChoices } | undefined)?.choices;
    expect(asked?.optional).toEqual([{ lineId: LINE_BACKUP, chosen: false }]);
    expect(asked?.alternatives).toEqual([{ groupKey: GROUP, lineId: LINE_BETTER }]);
    expect(priced[0]?.headers.get("x-signing-token")).toBe(SESSION.signingToken);
  });

  it("signs with a typed signature, initials, the choices, consent and time zone, then says a sealed copy follows", async () => {
    const mock = await openDocument();
    fireEvent.click(screen.getByRole("switch", { name: T.includeOptional("Cloud backup") }));
    fireEvent.click(screen.getByRole("checkbox", { name: T.agree }));
    fillSignature("Casey Customer");
    expect(screen.getByTestId("typed-signature").textContent).toBe("Casey Customer");
    fireEvent.change(screen.getByLabelText(new RegExp(T.initialsLabel)), { target: { value: "CC" } });
    fireEvent.click(screen.getByRole("button", { name: T.sign }));
    expect(await screen.findByTestId("signing-done")).toBeTruthy();
    expect(screen.getByText(T.doneWaiting)).toBeTruthy();
    const body = signCalls(mock.calls)[0]?.body as TSignRequest;
    expect(body.documentHash).toBe(SIGNING_DOCUMENT.documentHash);
    expect(body.consent).toEqual({ disclosureVersion: SIGNING_DOCUMENT.disclosure.version });
    expect(body.signature).toEqual({ kind: "typed", value: "Casey Customer" });
    expect(body.initials).toBe("CC");
    expect(body.choices.optional).toEqual([{ lineId: LINE_BACKUP, chosen: false }]);
    expect(body.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("reloads the document after a 409 (it changed), says so, and signs the new version", async () => {
    let reads = 0;
    let signs = 0;
    const changed = { ...SIGNING_DOCUMENT, html: "<h1>Revised proposal</h1>", documentHash: "b".repeat(64) };
    const mock = await openDocument({
      [`GET ${API}/sign/document`]: () => json(200, ++reads === 1 ? SIGNING_DOCUMENT : changed),
      [`POST ${API}/sign`]: () =>
        ++signs === 1
          ? json(409, {
              code: "conflict",
              message: DOCUMENT_MESSAGES.documentChanged,
              fields: { documentHash: DOCUMENT_MESSAGES.documentChanged },
            })
          : json(200, { signedAt: "2026-11-27T10:05:00.000Z", documentStatus: "signed", completed: true }),
    });
    fireEvent.click(screen.getByRole("checkbox", { name: T.agree }));
    fillSignature();
    fireEvent.change(screen.getByLabelText(new RegExp(T.initialsLabel)), { target: { value: "CC" } });
    fireEvent.click(screen.getByRole("button", { name: T.sign }));
    expect(await screen.findByText(new RegExp(DOCUMENT_MESSAGES.documentChanged))).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTitle(T.documentFrame("proposal")).getAttribute("srcdoc")).toContain(
        "Revised proposal",
      ),
    );
    // Consent is given again for the new text; the signature and initials stay.
    const agree = screen.getByRole("checkbox", { name: T.agree }) as HTMLInputElement;
    expect(agree.checked).toBe(false);
    fireEvent.click(agree);
    fireEvent.click(screen.getByRole("button", { name: T.sign }));
    expect(await screen.findByText(T.doneCompleted)).toBeTruthy();
    const second = signCalls(mock.calls)[1]?.body as TSignRequest;
    expect(second.documentHash).toBe("b".repeat(64));
  });

  it("says the link is gone when the document was reset while signing (410)", async () => {
    await openDocument({
      [`POST ${API}/sign`]: () => json(410, { code: "document_reset", message: DOCUMENT_MESSAGES.linkGone }),
    });
    fireEvent.click(screen.getByRole("checkbox", { name: T.agree }));
    fillSignature();
    fireEvent.change(screen.getByLabelText(new RegExp(T.initialsLabel)), { target: { value: "CC" } });
    fireEvent.click(screen.getByRole("button", { name: T.sign }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.linkGone)).toBeTruthy();
  });

  it("tells a signer who has signed already so, without asking for a code", async () => {
    open({
      [`GET ${API}/sign`]: () =>
        json(200, { ...LINK_INFO, signer: { ...LINK_INFO.signer, status: "signed", signed: true } }),
    });
    expect(await screen.findByText(DOCUMENT_MESSAGES.alreadySigned)).toBeTruthy();
    expect(screen.queryByRole("button", { name: T.sendCode })).toBeNull();
  });
});
