import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An HTTP server on 127.0.0.1 that should never be reached: it counts every connection and request (and
 * answers each with a page, a style sheet and an image that would show if they were ever loaded). PDF
 * rendering tests point documents at it and expect both counts to stay at zero.
 */
export interface Canary {
  origin: string;
  connections: number;
  requests: string[];
  close(): Promise<void>;
}

export async function startCanary(marker: string): Promise<Canary> {
  const canary = { connections: 0, requests: [] as string[] };
  const server = createServer((req, res) => {
    canary.requests.push(`${req.method} ${req.url}`);
    if (req.url?.endsWith(".css")) {
      res.writeHead(200, { "content-type": "text/css" });
      res.end(`body::after{content:"${marker}"}`);
      return;
    }
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<p>${marker}</p>`);
  });
  server.on("connection", () => {
    canary.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    get connections() {
      return canary.connections;
    },
    requests: canary.requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
