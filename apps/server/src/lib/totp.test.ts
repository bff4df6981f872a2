import { describe, expect, it } from "vitest";
import { checkTotp, newTotpSecret, timeStepOf, totpCode, totpUrl } from "./totp.ts";

// RFC 6238 Appendix B, SHA-1 column: the seed is the ASCII string "12345678901234567890", 8 digits.
const RFC_SECRET = new TextEncoder().encode("12345678901234567890");
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP codes match RFC 6238 Appendix B (SHA-1)", () => {
  it.each(RFC_VECTORS)("at T = %i the code is %s", async (time, expected) => {
    expect(await totpCode(RFC_SECRET, time, 8)).toBe(expected);
  });

  it.each(RFC_VECTORS)("at T = %i the code %s verifies", async (time, code) => {
    const result = await checkTotp({ secret: RFC_SECRET, code, epochSeconds: time, digits: 8 });
    expect(result).toEqual({ valid: true, timeStep: timeStepOf(time) });
  });
});

describe("TOTP verification", () => {
  const secret = newTotpSecret();
  const step = 58_000_000;
  const at = (s: number, offset = 7) => s * 30 + offset;

  it("generates 6-digit codes from a Base32 secret of 20 bytes", async () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await totpCode(secret, at(step))).toMatch(/^\d{6}$/);
  });

  it("accepts the code of the current step and of one step before or after (drift)", async () => {
    const code = await totpCode(secret, at(step));
    expect(await checkTotp({ secret, code, epochSeconds: at(step) })).toEqual({
      valid: true,
      timeStep: step,
    });
    expect(await checkTotp({ secret, code, epochSeconds: at(step + 1) })).toEqual({
      valid: true,
      timeStep: step,
    });
    expect(await checkTotp({ secret, code, epochSeconds: at(step - 1) })).toEqual({
      valid: true,
      timeStep: step,
    });
  });

  it("refuses a code two steps away", async () => {
    const code = await totpCode(secret, at(step));
    expect((await checkTotp({ secret, code, epochSeconds: at(step + 2) })).valid).toBe(false);
    expect((await checkTotp({ secret, code, epochSeconds: at(step - 2) })).valid).toBe(false);
  });

  it("refuses a replay: a code of the last accepted step or earlier is not accepted again", async () => {
    const code = await totpCode(secret, at(step));
    const first = await checkTotp({ secret, code, epochSeconds: at(step) });
    expect(first.valid).toBe(true);
    const lastStep = first.valid ? first.timeStep : -1;
    expect((await checkTotp({ secret, code, epochSeconds: at(step), afterTimeStep: lastStep })).valid).toBe(
      false,
    );
    // The previous step's code, still inside the drift window, is refused as well.
    const older = await totpCode(secret, at(step - 1));
    expect(
      (await checkTotp({ secret, code: older, epochSeconds: at(step), afterTimeStep: lastStep })).valid,
    ).toBe(false);
    // The next step's code is still fine.
    const next = await totpCode(secret, at(step + 1));
    expect(
      await checkTotp({ secret, code: next, epochSeconds: at(step + 1), afterTimeStep: lastStep }),
    ).toEqual({ valid: true, timeStep: step + 1 });
  });

  it("refuses malformed codes, a wrong code and a stored step ahead of the window", async () => {
    const code = await totpCode(secret, at(step));
    for (const bad of ["", "12345", "1234567", "abcdef"]) {
      expect((await checkTotp({ secret, code: bad, epochSeconds: at(step) })).valid).toBe(false);
    }
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await checkTotp({ secret, code: wrong, epochSeconds: at(step) })).valid).toBe(false);
    expect((await checkTotp({ secret, code, epochSeconds: at(step), afterTimeStep: step + 10 })).valid).toBe(
      false,
    );
  });

  it("accepts a code typed with spaces", async () => {
    const code = await totpCode(secret, at(step));
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    expect((await checkTotp({ secret, code: spaced, epochSeconds: at(step) })).valid).toBe(true);
  });

  it("builds an otpauth:// URL with issuer Quote-to-Cash and the e-mail as label", () => {
    const url = new URL(totpUrl(secret, "nora@msp.demo"));
    expect(url.protocol).toBe("otpauth:");
    expect(decodeURIComponent(url.pathname)).toContain("Quote-to-Cash:nora@msp.demo");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Quote-to-Cash");
  });
});
