import { startEarlyReads } from "./early-reads.ts";

// Inlined at the top of index.html (apps/web/vite-early-reads.ts): runs before the app's modules load.
startEarlyReads();
