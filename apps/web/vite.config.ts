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
      builderModules: [
        fileURLToPath(new URL("src/features/quote-builder/quote-builder-page.tsx", import.meta.url)),
        fileURLToPath(new URL("src/app/layout/main-layout.tsx", import.meta.url)),
        fileURLToPath(new URL("src/app/realtime/realtime-connection.ts", import.meta.url)),
        // The dialogs and notifications load on every signed-in page once it is idle (preload-page.ts).
        fileURLToPath(new URL("src/app/app-overlays.tsx", import.meta.url)),
      ],
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
    // What the first load needs (src/main.tsx and everything it imports statically, Rolldown's `$initial`
    // tag) makes two chunks that index.html loads: the libraries' (`vendor`) and the app's (`app`). The rest
    // is split by the pages that use it: a page's own chunk, and chunks shared by the pages that share
    // modules, so a library used by a few pages (decimal.js, the grid's @tanstack packages, qrcode.react)
    // loads with those pages. The main layout is a lazy route (router/build-routes.tsx), so the sign-in
    // page does not load it. The domain package has no group: it is free of side effects (its package.json
    // says so), so the schemas only some pages use are built when those pages load.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "vendor", test: /[\\/]node_modules[\\/]/, tags: ["$initial"], priority: 3 },
            { name: "app", test: /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]/, tags: ["$initial"], priority: 1 },
          ],
        },
      },
    },
  },
});
