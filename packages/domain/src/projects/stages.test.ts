import { describe, expect, it } from "vitest";
import { PROJECT_MESSAGES } from "./project-messages.ts";
import {
  acceptRefusal,
  addDays,
  QUOTE_STAGE_LABELS,
  QUOTE_STAGES,
  quoteExpired,
  type StageMoveFacts,
  stageMoveRefusal,
  stageSteps,
} from "./stages.ts";

const priced: StageMoveFacts = { pricedLineCount: 3, archived: false, declined: false };
const empty: StageMoveFacts = { ...priced, pricedLineCount: 0 };

describe("the quote stages", () => {
  it("are the eight stages of domain §2 in order, price labelled Configuration", () => {
    expect(QUOTE_STAGES).toEqual([
      "build",
      "review",
      "price",
      "proposal",
      "finance",
      "agreement",
      "acceptance",
      "completed",
    ]);
    expect(QUOTE_STAGE_LABELS.price).toBe("Configuration");
    expect(QUOTE_STAGE_LABELS.build).toBe("Build");
  });
});

describe("stageMoveRefusal", () => {
  it("allows every forward move of one stage on a priced quote but into acceptance", () => {
    for (let i = 0; i + 1 < QUOTE_STAGES.length; i++) {
      const to = QUOTE_STAGES[i + 1]!;
      const expected = to === "acceptance" ? PROJECT_MESSAGES.stageAcceptanceBySignature : null;
      expect(stageMoveRefusal(QUOTE_STAGES[i]!, to, priced), QUOTE_STAGES[i]).toBe(expected);
    }
  });

  it("keeps a quote that needs approval at Review and before, and lets it move back", () => {
    const breaking = { ...priced, needsApproval: true };
    expect(stageMoveRefusal("build", "review", breaking)).toBeNull();
    expect(stageMoveRefusal("review", "price", breaking)).toBe(PROJECT_MESSAGES.stageNeedsApproval);
    expect(stageMoveRefusal("proposal", "finance", breaking)).toBe(PROJECT_MESSAGES.stageNeedsApproval);
    expect(stageMoveRefusal("proposal", "build", breaking)).toBeNull();
  });

  it("refuses to leave build (or move on at all) with nothing priced", () => {
    expect(stageMoveRefusal("build", "review", empty)).toBe(PROJECT_MESSAGES.stageNothingPriced);
    expect(stageMoveRefusal("proposal", "finance", empty)).toBe(PROJECT_MESSAGES.stageNothingPriced);
  });

  it("refuses a skip and names the next stage by its label", () => {
    expect(stageMoveRefusal("build", "price", priced)).toBe(PROJECT_MESSAGES.stageOneAtATime("Review"));
    expect(stageMoveRefusal("review", "proposal", priced)).toBe(
      "Move one stage at a time: the next stage is Configuration.",
    );
  });

  it("allows going back to any earlier stage until acceptance, even with nothing priced", () => {
    expect(stageMoveRefusal("agreement", "build", empty)).toBeNull();
    expect(stageMoveRefusal("review", "build", priced)).toBeNull();
    expect(stageMoveRefusal("acceptance", "agreement", priced)).toBe(
      PROJECT_MESSAGES.stageNoBackFromAcceptance,
    );
  });

  it("keeps completed final", () => {
    expect(stageMoveRefusal("completed", "acceptance", priced)).toBe(PROJECT_MESSAGES.stageCompletedFinal);
    expect(stageMoveRefusal("completed", "build", priced)).toBe(PROJECT_MESSAGES.stageCompletedFinal);
  });

  it("refuses a move to the same stage, of an archived quote and of a declined deal", () => {
    expect(stageMoveRefusal("review", "review", priced)).toBe(PROJECT_MESSAGES.stageUnchanged);
    expect(stageMoveRefusal("build", "review", { ...priced, archived: true })).toBe(
      PROJECT_MESSAGES.stageArchived,
    );
    expect(stageMoveRefusal("review", "build", { ...priced, declined: true })).toBe(
      PROJECT_MESSAGES.stageDeclined,
    );
  });
});

describe("stageSteps", () => {
  it("marks done, current and upcoming, with why each other stage is out of reach", () => {
    const steps = stageSteps("review", priced);
    expect(steps.map((s) => [s.stage, s.state, s.refusal])).toEqual([
      ["build", "done", null],
      ["review", "current", null],
      ["price", "upcoming", null],
      ["proposal", "upcoming", PROJECT_MESSAGES.stageOneAtATime("Configuration")],
      ["finance", "upcoming", PROJECT_MESSAGES.stageOneAtATime("Configuration")],
      ["agreement", "upcoming", PROJECT_MESSAGES.stageOneAtATime("Configuration")],
      ["acceptance", "upcoming", PROJECT_MESSAGES.stageOneAtATime("Configuration")],
      ["completed", "upcoming", PROJECT_MESSAGES.stageOneAtATime("Configuration")],
    ]);
    expect(steps[2]?.label).toBe("Configuration");
  });

  it("offers nothing from a completed quote but keeps it current", () => {
    const steps = stageSteps("completed", priced);
    expect(steps.at(-1)).toMatchObject({ state: "current", refusal: null });
    expect(steps.slice(0, -1).every((s) => s.state === "done")).toBe(true);
    expect(steps.slice(0, -1).every((s) => s.refusal === PROJECT_MESSAGES.stageCompletedFinal)).toBe(true);
  });
});

describe("acceptRefusal", () => {
  it("opens Mark as accepted from Proposal until Acceptance", () => {
    expect(acceptRefusal("review", priced)).toBe(PROJECT_MESSAGES.acceptNotYet);
    expect(acceptRefusal("proposal", priced)).toBeNull();
    expect(acceptRefusal("agreement", priced)).toBeNull();
    expect(acceptRefusal("acceptance", priced)).toBe(PROJECT_MESSAGES.alreadyAccepted);
    expect(acceptRefusal("completed", priced)).toBe(PROJECT_MESSAGES.alreadyAccepted);
  });

  it("refuses a declined, archived or unapproved quote", () => {
    expect(acceptRefusal("proposal", { ...priced, declined: true })).toBe(PROJECT_MESSAGES.declinedReadOnly);
    expect(acceptRefusal("proposal", { ...priced, archived: true })).toBe(PROJECT_MESSAGES.stageArchived);
    expect(acceptRefusal("proposal", { ...priced, needsApproval: true })).toBe(
      PROJECT_MESSAGES.stageNeedsApproval,
    );
  });
});

describe("quote dates", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-11-27", 30)).toBe("2026-12-27");
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14");
  });

  it("expires after the valid-until day until accepted, never when declined", () => {
    const q = { validUntil: "2026-11-26", stage: "proposal", status: "discovery" };
    expect(quoteExpired(q, "2026-11-26")).toBe(false);
    expect(quoteExpired(q, "2026-11-27")).toBe(true);
    expect(quoteExpired({ ...q, stage: "acceptance" }, "2026-11-27")).toBe(false);
    expect(quoteExpired({ ...q, status: "declined" }, "2026-11-27")).toBe(false);
    expect(quoteExpired({ ...q, validUntil: null }, "2026-11-27")).toBe(false);
  });
});
