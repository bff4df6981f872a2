import { preloadPageFiles, startEarlyReads } from "./early-reads.ts";

/** The quote builder's script files, written in by apps/web/vite-early-reads.ts (none in `vite dev`). */
declare const __Q2C_BUILDER_FILES__: string[];

// Inlined at the top of index.html (apps/web/vite-early-reads.ts): runs before the app's modules load.
if (startEarlyReads()) preloadPageFiles(__Q2C_BUILDER_FILES__);
