import { LOADING_CHUNK_TIMEOUT_MS } from "@q2c/domain";
import type { ComponentType } from "react";
import { notifyError } from "../feedback/notify.tsx";
import { WEB_TEXTS } from "../texts.ts";

/** A page module: the page component is its default export. */
export interface PageModule {
  default: ComponentType;
}
/** What react-router's `lazy` receives for a page; `preload` fetches its code ahead, failing silently. */
export type PageLoader = (() => Promise<{ Component: ComponentType }>) & { preload?: () => void };

export type ChunkFailure = "missing" | "timeout" | "error";

/** Foundation §8: a page's code could not be loaded (missing after a deploy, timed out, or failed). */
export class ChunkLoadError extends Error {
  readonly type: ChunkFailure;

  constructor(type: ChunkFailure, cause?: unknown) {
    super(`${WEB_TEXTS.chunkLoadFailed} (${type})`, { cause });
    this.name = "ChunkLoadError";
    this.type = type;
  }
}

/** Foundation §8: the code given to a failed stylesheet chunk. */
export const CSS_CHUNK_LOAD_FAILED = "CSS_CHUNK_LOAD_FAILED";

function classify(error: unknown): ChunkFailure {
  const text = error instanceof Error ? error.message : String(error);
  // Browsers word a 404 on a module differently; all mean the file is gone (usually a new deploy).
  return /dynamically imported module|importing a module script failed|error loading dynamically/i.test(text)
    ? "missing"
    : "error";
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError("timeout")), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Wraps a page's dynamic import: gives up after the loading-chunk timeout (120 s) and, on any
 * failure, offers "Click to Reload" since a reload fetches the current build's files.
 */
export function lazyPage(
  importer: () => Promise<PageModule>,
  timeoutMs = LOADING_CHUNK_TIMEOUT_MS,
): PageLoader {
  const load = async () => {
    try {
      const module = await withTimeout(importer(), timeoutMs);
      return { Component: module.default };
    } catch (error) {
      const failure = error instanceof ChunkLoadError ? error : new ChunkLoadError(classify(error), error);
      notifyError(WEB_TEXTS.chunkLoadFailed, { reload: true, id: "chunk-load-error" });
      throw failure;
    }
  };
  // A failed preload says nothing: the navigation, if it comes, loads again and reports.
  return Object.assign(load, { preload: () => void importer().catch(() => undefined) });
}

/** Vite reports failed preloads (scripts and stylesheets of a lazy page) with this event. */
export function listenForPreloadErrors(): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const isCss = payload instanceof Error && /\.css/i.test(payload.message);
    const text = isCss ? WEB_TEXTS.cssChunkLoadFailed : WEB_TEXTS.chunkLoadFailed;
    notifyError(text, { reload: true, id: isCss ? CSS_CHUNK_LOAD_FAILED : "chunk-load-error" });
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => window.removeEventListener("vite:preloadError", onPreloadError);
}
