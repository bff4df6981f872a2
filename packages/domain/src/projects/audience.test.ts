import { describe, expect, it } from "vitest";
import { PROJECT_EVENT_TYPES } from "../schemas/project-collab.ts";
import {
  COMMENT_EVENT_TYPES,
  CUSTOMER_EVENT_TYPES,
  commentShownTo,
  commentSubject,
  commentVisibilityFor,
  eventShownTo,
  OUTSIDE_AUDIENCES,
} from "./audience.ts";

describe("eventShownTo", () => {
  it("shows the MSP every event", () => {
    for (const type of PROJECT_EVENT_TYPES) expect(eventShownTo("provider", { type })).toBe(true);
  });

  it("shows the customer and partners only the allow-list, never the MSP's edits", () => {
    for (const audience of OUTSIDE_AUDIENCES) {
      const shown = PROJECT_EVENT_TYPES.filter((type) =>
        eventShownTo(audience, { type, data: { visibility: "customer" } }),
      );
      expect(shown).toEqual(["comment_added", "shared", "unshared"]);
      expect(eventShownTo(audience, { type: "lines_changed" })).toBe(false);
      expect(eventShownTo(audience, { type: "a_type_not_written_yet" })).toBe(false);
    }
  });

  it("shows a comment event outside the MSP only for a customer-visible comment", () => {
    expect(eventShownTo("customer", commentSubject("customer"))).toBe(true);
    expect(eventShownTo("customer", commentSubject("internal"))).toBe(false);
    // Written before visibility existed, or the comment since deleted: counts as internal.
    expect(eventShownTo("partner", { type: "comment_added", data: {} })).toBe(false);
    expect(eventShownTo("provider", commentSubject("internal"))).toBe(true);
  });

  it("lists only known event types, and comment events among them", () => {
    for (const type of CUSTOMER_EVENT_TYPES) expect(PROJECT_EVENT_TYPES).toContain(type);
    for (const type of COMMENT_EVENT_TYPES) expect(CUSTOMER_EVENT_TYPES).toContain(type);
  });
});

describe("comment visibility", () => {
  it("shows internal comments to the MSP only", () => {
    expect(commentShownTo("provider", "internal")).toBe(true);
    expect(commentShownTo("customer", "internal")).toBe(false);
    expect(commentShownTo("partner", "internal")).toBe(false);
    expect(commentShownTo("customer", "customer")).toBe(true);
  });

  it("defaults the MSP to internal; the customer and partners write customer and may not write internal", () => {
    expect(commentVisibilityFor("provider", undefined)).toBe("internal");
    expect(commentVisibilityFor("provider", "customer")).toBe("customer");
    expect(commentVisibilityFor("customer", undefined)).toBe("customer");
    expect(commentVisibilityFor("partner", "customer")).toBe("customer");
    expect(commentVisibilityFor("customer", "internal")).toBeNull();
  });
});
