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
    // Libraries, the domain package and the app's shared code make three chunks that load with the
    // shell; each page keeps its own chunk. Without the groups a page such as the quote builder pulls
    // some 50 small shared chunks after the shell has drawn (at most 6 requests at a time).
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "vendor", test: /[\\/]node_modules[\\/]/, priority: 3 },
            { name: "domain", test: /[\\/]packages[\\/]domain[\\/]/, priority: 2 },
            { name: "app", test: /[\\/]apps[\\/]web[\\/]src[\\/](app|api)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
