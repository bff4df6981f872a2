import type { TBomImportReport, TProject, TProjectChange } from "@q2c/domain";
import { ApiError } from "../../api/api-error.ts";
import { type DraftChange, type LinePatch, patchLines } from "./draft-model.ts";

/** Typing settles for this long before the edits go to the server (brief: about 400 ms). */
export const SAVE_DELAY_MS = 400;

export type OpAnswer = TProjectChange | TBomImportReport;

/** One write of the quote, sent with the version current when its turn comes. */
export interface BuilderOp {
  /** Sends the write; a 409 resolves to its ApiError (`ignore409`), anything else failing throws. */
  send: (version: number) => Promise<OpAnswer | ApiError>;
  /** The change as the user sees it before the answer (idempotent); none when only the server knows. */
  apply?: DraftChange;
  /** Read the quote again once the writes settle (ids, names and prices the server chose). */
  refetch?: boolean;
  onDone?: (answer: OpAnswer) => void;
  onError?: (error: unknown) => void;
  /** Told of a 409 (the queue still pauses for Reload or Re-apply): a dialog waiting on the write closes. */
  onConflict?: () => void;
}

export interface BuilderStatus {
  /** Edits typed but not yet sent, writes waiting or under way. */
  pending: boolean;
  saving: boolean;
  /** A write was refused as stale (409), or someone else changed the quote while edits were pending. */
  conflict: boolean;
}

export interface BuilderSnapshot {
  draft: TProject | null;
  status: BuilderStatus;
  version: number;
}

export type LinesSender = (
  version: number,
  patches: ReadonlyMap<string, LinePatch>,
) => Promise<OpAnswer | ApiError>;

export interface BuilderStoreDeps {
  /** Reads the quote from the server (and updates the query cache). */
  refetch: () => Promise<TProject>;
  /** The write of typed edits. */
  sendLines: LinesSender;
  onError: (error: unknown) => void;
  saveDelayMs?: number;
}

const EMPTY_STATUS: BuilderStatus = { pending: false, saving: false, conflict: false };

/**
 * The builder's draft and its writes. Edits show at once; typed edits gather for SAVE_DELAY_MS and
 * then go out as one write; writes go one at a time, in order, each with the version the previous
 * answer gave. A 409 pauses the queue until the user reloads (drops the pending changes) or re-applies
 * (reads the quote, then sends the same change with the new version). A live change by someone else
 * is read at once when nothing is pending, otherwise it pauses the queue like a 409.
 */
export class BuilderStore {
  private base: TProject | null = null;
  private version = 0;
  private dirty = new Map<string, LinePatch>();
  private queue: BuilderOp[] = [];
  private inflight: BuilderOp | null = null;
  private conflictOp: BuilderOp | null = null;
  private staleRemote = false;
  private remoteVersion = 0;
  private refetchWanted = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<() => void>();
  private snapshot: BuilderSnapshot = { draft: null, status: EMPTY_STATUS, version: 0 };
  private disposed = false;
  private idleWaiters: (() => void)[] = [];
  /** What the cached draft was computed from: the read, the pending writes and the typed edits' revision. */
  private draftInputs: unknown[] = [];
  private dirtyRevision = 0;

  constructor(private readonly deps: BuilderStoreDeps) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): BuilderSnapshot => this.snapshot;

  /** A read of the quote; an answer older than what the writes already reached is ignored. */
  receive(project: TProject): void {
    if (this.base !== null && project.version < this.version) return;
    if (this.base === project) return;
    this.base = project;
    this.version = project.version;
    this.emit();
  }

  /** An edit typed in the grid: shown at once, saved after the typing settles. */
  editLine(lineId: string, patch: LinePatch): void {
    this.dirty.set(lineId, { ...this.dirty.get(lineId), ...patch });
    this.dirtyRevision += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.deps.saveDelayMs ?? SAVE_DELAY_MS);
    this.emit();
  }

  /** Sends the edits typed so far now (they would otherwise wait for the delay). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.dirty.size === 0) return;
    const patches = this.dirty;
    this.dirty = new Map();
    this.dirtyRevision += 1;
    this.queue.push({ send: (version) => this.deps.sendLines(version, patches), apply: patchLines(patches) });
    this.pump();
  }

  /** A write of its own (after the edits typed before it, which keep their order). */
  run(op: BuilderOp): void {
    this.flush();
    this.queue.push(op);
    this.pump();
    this.emit();
  }

  /** Resolves once every edit and write so far has been answered (or stopped by a conflict). */
  settled(): Promise<void> {
    this.flush();
    if (this.disposed || this.idle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Someone's write reached the quote's room (`project:changed`). */
  remoteChange(version: number): void {
    this.remoteVersion = Math.max(this.remoteVersion, version);
    this.checkRemote();
  }

  /** Drops every change not yet saved and reads the quote again. */
  async reload(): Promise<void> {
    clearTimeout(this.timer);
    this.dirty = new Map();
    this.dirtyRevision += 1;
    this.queue = [];
    this.conflictOp = null;
    this.staleRemote = false;
    this.emit();
    await this.read();
  }

  /** Reads the quote again, then sends the refused change (and those after it) with the new version. */
  async reapply(): Promise<void> {
    await this.read();
    if (this.conflictOp) this.queue.unshift(this.conflictOp);
    this.conflictOp = null;
    this.staleRemote = false;
    this.emit();
    this.pump();
    // Edits typed meanwhile were held back with the queue.
    this.flush();
  }

  /** While the page is mounted (StrictMode mounts twice, so this undoes `dispose`). */
  activate(): void {
    this.disposed = false;
  }

  /** The page is gone: edits not yet sent are dropped (leaving asked first) and answers are ignored. */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.wakeIdle();
  }

  /** The quote as last read plus every write answered so far (what a write being sent builds on). */
  current(): TProject | null {
    return this.base;
  }

  private idle(): boolean {
    return this.inflight === null && (this.queue.length === 0 || this.paused());
  }

  private paused(): boolean {
    return this.conflictOp !== null || this.staleRemote;
  }

  private pump(): void {
    if (this.disposed || this.inflight || this.paused()) return;
    const op = this.queue.shift();
    if (!op) {
      this.emit();
      this.afterSettled();
      return;
    }
    this.inflight = op;
    this.emit();
    op.send(this.version).then(
      (answer) => this.answered(op, answer),
      (error: unknown) => this.failed(op, error),
    );
  }

  private answered(op: BuilderOp, answer: OpAnswer | ApiError): void {
    this.inflight = null;
    if (this.disposed) return;
    if (answer instanceof ApiError) {
      this.conflictOp = op;
      op.onConflict?.();
      this.emit();
      this.wakeIdle();
      return;
    }
    this.version = Math.max(this.version, answer.version);
    if (this.base) {
      const applied = op.apply ? op.apply(this.base) : this.base;
      this.base = {
        ...applied,
        version: this.version,
        ...("totals" in answer ? { totals: answer.totals } : {}),
      };
    }
    if (op.refetch) this.refetchWanted = true;
    op.onDone?.(answer);
    this.pump();
  }

  private failed(op: BuilderOp, error: unknown): void {
    this.inflight = null;
    if (this.disposed) return;
    // Nothing was written (400) or nobody knows (network): the change is dropped and the quote read again.
    this.refetchWanted = true;
    if (op.onError) op.onError(error);
    else this.deps.onError(error);
    this.pump();
  }

  private wakeIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private afterSettled(): void {
    this.wakeIdle();
    if (this.refetchWanted && this.dirty.size === 0) {
      this.refetchWanted = false;
      void this.read();
      return;
    }
    this.checkRemote();
  }

  private checkRemote(): void {
    if (this.remoteVersion <= this.version || this.paused()) return;
    // Our own write's event may come before its answer: wait for the answer, then compare.
    if (this.inflight || this.queue.length > 0) return;
    if (this.dirty.size > 0) {
      this.staleRemote = true;
      clearTimeout(this.timer);
      this.emit();
      return;
    }
    void this.read();
  }

  private async read(): Promise<void> {
    try {
      this.receive(await this.deps.refetch());
    } catch (error) {
      this.deps.onError(error);
    }
  }

  private emit(): void {
    const draft = this.computeDraft();
    const status: BuilderStatus = {
      pending: this.dirty.size > 0 || this.queue.length > 0 || this.inflight !== null || this.paused(),
      saving: this.inflight !== null,
      conflict: this.paused(),
    };
    const prev = this.snapshot.status;
    const sameStatus =
      prev.pending === status.pending && prev.saving === status.saving && prev.conflict === status.conflict;
    if (draft === this.snapshot.draft && sameStatus && this.version === this.snapshot.version) return;
    this.snapshot = { draft, status: sameStatus ? prev : status, version: this.version };
    for (const listener of this.listeners) listener();
  }

  /** The last read with the unconfirmed writes and then the typed edits on top, oldest first. */
  private computeDraft(): TProject | null {
    if (this.base === null) return null;
    const pending = [this.inflight, this.conflictOp, ...this.queue];
    const inputs = [this.base, this.dirtyRevision, ...pending];
    const same =
      inputs.length === this.draftInputs.length && inputs.every((v, i) => v === this.draftInputs[i]);
    if (same) return this.snapshot.draft;
    this.draftInputs = inputs;
    let draft = this.base;
    for (const op of pending) if (op?.apply) draft = op.apply(draft);
    return this.dirty.size > 0 ? patchLines(this.dirty)(draft) : draft;
  }
}
