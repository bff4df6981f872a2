import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API server (apps/server) listens on 3000 by default; in `vite dev` the SPA proxies to it so
// that cookies, tokens and the socket use one origin, exactly as in production.
const API_TARGET = process.env.API_TARGET ?? "http://localhost:3000";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  server: {
    proxy: {
      "/api": API_TARGET,
      "/socket.io": { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Mantine and the domain's zod schemas make one large vendor chunk; pages load lazily.
    chunkSizeWarningLimit: 1200,
  },
});
