import { NOTIFICATION_DURATION_MS } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { errorText, infoText, successText, warningText } from "./format-notification.ts";

describe("notification texts (foundation §8)", () => {
  it("adds a period unless the message ends with ? ! . or ,", () => {
    expect(infoText(undefined, "Saved").message).toBe("Saved.");
    for (const text of ["Sure?", "Connected !", "Done.", "Well,"])
      expect(infoText(undefined, text).message).toBe(text);
  });

  it('titles errors "Error" and warnings "Warning" unless told otherwise', () => {
    expect(errorText("Could not delete!")).toEqual({ title: "Error", message: "Could not delete!" });
    expect(warningText("Check the dates")).toEqual({ title: "Warning", message: "Check the dates." });
    expect(warningText("Careful", "Heads up").title).toBe("Heads up");
  });

  it("prefers the server's text, then the fallback, then Unexpected Error", () => {
    const fromServer = new ApiError(401, { message: "Wrong Email or Password", code: "wrong_credentials" });
    const silent = new ApiError(500, null);
    expect(errorText(fromServer, { fallback: "Invalid credentials supplied" }).message).toBe(
      "Wrong Email or Password.",
    );
    expect(errorText(silent, { fallback: "Could not be saved." }).message).toBe("Could not be saved.");
    expect(errorText(new TypeError("Failed to fetch")).message).toBe("Unexpected Error.");
  });

  it('reads "<title> <action> successfully." with "created" by default', () => {
    expect(successText("Team").message).toBe("Team created successfully.");
    expect(successText("Profile", "updated").message).toBe("Profile updated successfully.");
  });

  it("lasts 10 seconds", () => {
    expect(NOTIFICATION_DURATION_MS).toBe(10_000);
  });
});
