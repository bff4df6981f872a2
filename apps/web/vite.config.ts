import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compileHintsPlugin } from "./vite-compile-hints.ts";
import { earlyReadsPlugin } from "./vite-early-reads.ts";

// The API server (apps/server) listens on 3000 by default; in `vite dev` the SPA proxies to it so
// that cookies, tokens and the socket use one origin, exactly as in production.
const API_TARGET = process.env.API_TARGET ?? "http://localhost:3000";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [
    react(),
    compileHintsPlugin(),
    earlyReadsPlugin({
      boot: fileURLToPath(new URL("src/early/early-reads-boot.ts", import.meta.url)),
      builderPage: fileURLToPath(
        new URL("src/features/quote-builder/quote-builder-page.tsx", import.meta.url),
      ),
    }),
  ],
  server: {
    proxy: {
      "/api": API_TARGET,
      // The server refuses sockets from pages of other origins (CORS_ORIGINS); in `vite dev` the page's
      // origin is Vite's, so the proxy presents the API's own instead.
      "/socket.io": { target: API_TARGET, ws: true, rewriteWsOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Libraries and the app's shared code (src/app; the API modules go with the pages that call them) make
    // two chunks that load with the shell; each page keeps its own chunk. Without the groups a page such
    // as the quote builder pulls some 50 small shared chunks after the shell has drawn (at most 6 requests
    // at a time). The domain package has no group: it is free of side effects (its package.json says so),
    // so the schemas only some pages use are built when those pages load rather than as every page starts
    // (zod schemas cost time to build).
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "vendor", test: /[\\/]node_modules[\\/]/, priority: 3 },
            { name: "app", test: /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
