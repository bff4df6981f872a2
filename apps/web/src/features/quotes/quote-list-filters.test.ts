import { describe, expect, it } from "vitest";
import {
  listParamsOf,
  NO_FILTERS,
  parseQuoteFilters,
  quoteListLink,
  writeQuoteFilters,
} from "./quote-list-filters.ts";

const OWNER = "0190a000-0000-7000-8000-000000000201";

describe("quote list filters in the URL", () => {
  it("reads every filter of a dashboard link and gives the list call the same names", () => {
    const link = quoteListLink({
      outcome: "won",
      decidedFrom: "2026-03-01",
      archived: "all",
      ownerUserId: OWNER,
    });
    expect(link).toBe(`/quotes?outcome=won&decidedFrom=2026-03-01&ownerUserId=${OWNER}&archived=all`);
    const filters = parseQuoteFilters(new URLSearchParams(link.split("?")[1]));
    expect(listParamsOf(filters, "")).toEqual({
      stage: undefined,
      outcome: "won",
      decidedFrom: "2026-03-01",
      ownerUserId: OWNER,
      accountId: undefined,
      expiring: undefined,
      archived: "all",
      sort: undefined,
      search: undefined,
    });
  });

  it("drops values the API would refuse rather than sending them", () => {
    const filters = parseQuoteFilters(
      new URLSearchParams(
        "stage=done&outcome=maybe&decidedFrom=2026-03-01&ownerUserId=me&accountId=1&expiring=yes&archived=x&sort=price",
      ),
    );
    expect(filters).toEqual(NO_FILTERS);
    // A decision date only goes with won or lost.
    expect(
      parseQuoteFilters(new URLSearchParams("outcome=open&decidedFrom=2026-03-01")).decidedFrom,
    ).toBeNull();
  });

  it("writes only what differs from the defaults and keeps other parameters", () => {
    const next = writeQuoteFilters(new URLSearchParams("tab=quotes&stage=build"), {
      ...NO_FILTERS,
      expiring: true,
      sort: "value-desc",
    });
    expect(next.toString()).toBe("tab=quotes&expiring=true&sort=value-desc");
    expect(quoteListLink({})).toBe("/quotes");
  });
});
