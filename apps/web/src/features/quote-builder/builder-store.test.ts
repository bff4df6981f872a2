import { priceProject, type TProject } from "@q2c/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { BuilderStore, type LinesSender, SAVE_DELAY_MS } from "./builder-store.ts";
import { allLines, type LinePatch, pricingInputOf } from "./draft-model.ts";
import { change, simpleQuote } from "./test-data.ts";

const conflict = () => new ApiError(409, { code: "conflict", message: "stale" });

function setup(first: TProject) {
  const sent: { version: number; patches: Record<string, LinePatch> }[] = [];
  const answers: ((version: number) => ReturnType<LinesSender>)[] = [];
  const sendLines = vi.fn<LinesSender>((version, patches) => {
    sent.push({ version, patches: Object.fromEntries(patches) });
    const answer = answers.shift();
    return answer ? answer(version) : Promise.resolve(change(version + 1));
  });
  const server = { project: first };
  const refetch = vi.fn(async () => server.project);
  const onError = vi.fn();
  const store = new BuilderStore({ refetch, sendLines, onError });
  store.receive(first);
  return { store, sent, answers, refetch, onError, server };
}

const lineOf = (store: BuilderStore, id: string) => {
  const draft = store.getSnapshot().draft;
  return draft ? allLines(draft).find((l) => l.id === id) : undefined;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("BuilderStore: the draft and its totals", () => {
  it("shows an edit in the draft at once, and its totals are priceProject's of the edited quote", () => {
    const { quote, apLine } = simpleQuote();
    const { store, sent } = setup(quote);
    store.editLine(apLine.id, { quantity: "5" });
    expect(lineOf(store, apLine.id)?.quantity).toBe("5");
    expect(sent).toHaveLength(0);

    const draft = store.getSnapshot().draft as TProject;
    const byHand = structuredClone(quote);
    const edited = allLines(byHand).find((l) => l.id === apLine.id);
    if (edited) edited.quantity = "5";
    expect(priceProject(pricingInputOf(draft)).quote).toEqual(priceProject(pricingInputOf(byHand)).quote);
    // 5 × 100 one-time + 30 a month over 12 months.
    expect(priceProject(pricingInputOf(draft)).quote.termTotal).toBe("860.00");
  });

  it("resolves every location's tax as the server's full rate table does", () => {
    const { quote } = simpleQuote();
    const table = [
      { country: "US", ratePercent: "6" },
      { country: "US", region: "CA", ratePercent: "7.25" },
      { country: "US", region: "CA", locality: "San Francisco", ratePercent: "8.625" },
    ];
    const base = quote.locations?.[0];
    if (!base) throw new Error("fixture");
    const austin = { ...base, id: "l2", region: "TX", locality: "Austin", taxRatePercent: "6" };
    const berlin = {
      ...base,
      id: "l3",
      country: "DE",
      region: "",
      locality: "",
      taxRatePercent: "0",
      taxRateMissing: true,
    };
    const three = { ...quote, locations: [base, austin, berlin] };
    const server = priceProject({ ...pricingInputOf(three), taxRates: table });
    const web = priceProject(pricingInputOf(three));
    expect(web.quote).toEqual(server.quote);
    expect(web.quote.locations.map((l) => [l.taxRatePercent, l.taxRateMissing])).toEqual([
      ["8.625", false],
      ["6", false],
      ["0", true],
    ]);
  });
});

describe("BuilderStore: saving", () => {
  it("gathers the typing into one write after the delay, then sends the next with the answered version", async () => {
    const { quote, apLine, careLine } = simpleQuote();
    const { store, sent } = setup(quote);
    store.editLine(apLine.id, { quantity: "3" });
    vi.advanceTimersByTime(SAVE_DELAY_MS - 50);
    store.editLine(apLine.id, { quantity: "4" });
    store.editLine(careLine.id, { discount: null, price: "25" });
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(sent).toEqual([
      {
        version: 3,
        patches: { [apLine.id]: { quantity: "4" }, [careLine.id]: { discount: null, price: "25" } },
      },
    ]);
    expect(store.getSnapshot().status).toMatchObject({ saving: true, pending: true });

    store.editLine(apLine.id, { price: "90" });
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    // The first write is still under way: the second waits for its answer and its version.
    expect(sent).toHaveLength(1);
    await vi.runAllTimersAsync();
    expect(sent[1]).toEqual({ version: 4, patches: { [apLine.id]: { price: "90" } } });
    expect(store.getSnapshot()).toMatchObject({ version: 5, status: { pending: false, saving: false } });
    expect(lineOf(store, apLine.id)).toMatchObject({ quantity: "4", price: "90" });
  });

  it("drops a refused edit from the draft and says why", async () => {
    const { quote, apLine } = simpleQuote();
    const { store, answers, onError } = setup(quote);
    const refused = new ApiError(400, { code: "bad_request", message: "Some fields are not valid." });
    answers.push(() => Promise.reject(refused));
    store.editLine(apLine.id, { quantity: "7" });
    await vi.runAllTimersAsync();
    expect(onError).toHaveBeenCalledWith(refused);
    expect(lineOf(store, apLine.id)?.quantity).toBe("2");
  });
});

describe("BuilderStore: 409 and live changes", () => {
  it("on 409 keeps the edit and pauses; Re-apply reads the quote and resends the same change with its version", async () => {
    const { quote, apLine } = simpleQuote();
    const { store, sent, answers, refetch, server } = setup(quote);
    answers.push(() => Promise.resolve(conflict()));
    store.editLine(apLine.id, { quantity: "9" });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot().status.conflict).toBe(true);
    expect(lineOf(store, apLine.id)?.quantity).toBe("9");

    server.project = { ...quote, dealName: "Renamed by someone", version: 7 };
    await store.reapply();
    await vi.runAllTimersAsync();
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.version)).toEqual([3, 7]);
    expect(sent[1]?.patches).toEqual({ [apLine.id]: { quantity: "9" } });
    expect(store.getSnapshot().status.conflict).toBe(false);
    expect(store.getSnapshot().draft).toMatchObject({ dealName: "Renamed by someone", version: 8 });
  });

  it("on 409 Reload drops the change and shows the quote as it now is", async () => {
    const { quote, apLine } = simpleQuote();
    const { store, sent, answers, server } = setup(quote);
    answers.push(() => Promise.resolve(conflict()));
    store.editLine(apLine.id, { quantity: "9" });
    await vi.runAllTimersAsync();
    server.project = { ...quote, version: 7 };
    await store.reload();
    expect(lineOf(store, apLine.id)?.quantity).toBe("2");
    expect(store.getSnapshot()).toMatchObject({ version: 7, status: { conflict: false, pending: false } });
    expect(sent).toHaveLength(1);
  });

  it("reads someone else's change at once when nothing is pending, and ignores its own", async () => {
    const { quote, apLine } = simpleQuote();
    const { store, refetch, server } = setup(quote);
    store.editLine(apLine.id, { quantity: "3" });
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    // Our own write's event can arrive before its answer: version 4 is ours.
    expect(store.getSnapshot().status.saving).toBe(true);
    store.remoteChange(4);
    await vi.runAllTimersAsync();
    expect(refetch).not.toHaveBeenCalled();
    expect(store.getSnapshot().version).toBe(4);

    server.project = { ...quote, dealName: "Changed elsewhere", version: 5 };
    store.remoteChange(5);
    await vi.runAllTimersAsync();
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().draft?.dealName).toBe("Changed elsewhere");
  });

  it("offers Reload instead when someone else changed the quote while edits are pending", async () => {
    const { quote, apLine } = simpleQuote();
    const { store, sent, refetch } = setup(quote);
    store.editLine(apLine.id, { quantity: "3" });
    store.remoteChange(9);
    expect(store.getSnapshot().status.conflict).toBe(true);
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(0);
    expect(refetch).not.toHaveBeenCalled();
    expect(lineOf(store, apLine.id)?.quantity).toBe("3");
  });
});
