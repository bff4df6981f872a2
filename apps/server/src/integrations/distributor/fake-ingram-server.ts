import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type FakeWebhookDelivery, fakeIngramControl } from "./fake-ingram-controls.ts";

export type { FakeWebhookDelivery } from "./fake-ingram-controls.ts";

import {
  cancelFakeOrder,
  createFakeOrder,
  type FakeCatalogueEntry,
  type FakeOrder,
  fakeOrderDetails,
  fakeOrderSearch,
  sendJson as send,
} from "./fake-ingram-orders.ts";

/**
 * Test support: a local stand-in for the Ingram Micro Reseller API v6 (token, catalogue search, price and
 * availability, orders: create, search, v6.1 details, cancel) on a real HTTP port, answering with bodies
 * shaped like theirs. It enforces what the real one enforces — client credentials, a live bearer token and
 * the IM-* headers — so the adapter is tested against the protocol, not against its own assumptions.
 * Like Ingram with allowDuplicateCustomerOrderNumber, it takes a second order under a customerOrderNumber
 * it already holds, so a test sees any duplicate an adapter would place.
 *
 * Test controls (no token needed), under /__fake:
 * - POST /__fake/orders/{n}/ship {lines?, carrier?, trackingNumber?, trackingUrl?, serialNumbers?,
 *   shipmentDate?, shippedDate?, deliveredDate?, signature?: "valid" | "bad" | "none", eventId?}: ships
 *   the lines (all unshipped when none given), then POSTs a signed im::order_shipped webhook to
 *   `webhookUrl` when set. Answers {eventId, webhookStatus}.
 * - POST /__fake/webhooks/{eventId}/replay: sends that delivery again, byte for byte (same eventId and
 *   signature), as Ingram retrying would. Answers {eventId, webhookStatus}.
 */
export const FAKE_INGRAM_CREDENTIALS = {
  clientId: "fake-client-id",
  clientSecret: "fake-client-secret",
  customerNumber: "20-222222",
  countryCode: "US",
  webhookSecret: "fake-webhook-secret",
} as const;

export interface FakeIngramCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export interface FakeIngram {
  url: string;
  tokensIssued: string[];
  calls: FakeIngramCall[];
  /** expires_in of the next tokens issued. */
  tokenLifetimeSeconds: number;
  /** When set, the token endpoint or the API answers this status instead. */
  failToken: number | undefined;
  failApi: number | undefined;
  /** When true, API calls never answer (for timeouts). */
  hang: boolean;
  /** When true, the API refuses every token, even fresh ones (credentials withdrawn for the API). */
  refuseTokens: boolean;
  /** Invalidates every token issued so far, as a credential rotation on their side would. */
  revokeTokens(): void;
  /** Every order it holds, by Ingram order number (tests count and inspect them). */
  orders: Map<string, FakeOrder>;
  /**
   * Fault of the next order creates: answer `slowMs` late (after recording the order), or answer `status`
   * (5xx), having recorded the order first when `afterCreate`.
   */
  orderFault: { slowMs: number } | { status: number; afterCreate: boolean } | undefined;
  /** Where the ship control posts its webhook; none: it only ships. */
  webhookUrl: string | undefined;
  webhookSecret: string;
  /** Every webhook sent: what was sent and the receiver's answer (null when it could not be reached). */
  webhookDeliveries: FakeWebhookDelivery[];
  close(): Promise<void>;
}

/** What the fake sells when ordered: the catalogue's prices, and stock (none: placed as a backorder). */
const ORDERABLE: Record<string, FakeCatalogueEntry> = {
  W6E373: { vendorPartNumber: "MR36-HW", price: 571.35, available: 42 },
  "3YF985": { vendorPartNumber: "MS220-8P-HW", price: 655.18, available: 0 },
  "7JT142": { vendorPartNumber: "FG-60F", price: 542.1, available: 0 },
};

const CATALOG = [
  {
    ingramPartNumber: "W6E373",
    vendorPartNumber: "MR36-HW",
    upcCode: "889728300375",
    vendorName: "CISCO MERAKI",
    description: "MR36 CLOUD MANAGED WI-FI 6 AP",
    category: "Networking",
    subCategory: "Wireless LAN",
    productType: "Access Points",
    type: "IM::Physical",
    discontinued: "False",
    newProduct: "False",
    directShip: "False",
    hasWarranty: "True",
    authorizedToPurchase: "True",
    links: [{ topic: "Products", href: "/resellers/v6/catalog/details/W6E373", type: "GET" }],
  },
  {
    ingramPartNumber: "3YF985",
    vendorPartNumber: "MS220-8P-HW",
    upcCode: "889728011216",
    vendorName: "CISCO MERAKI",
    description: "MS220-8P CLOUD MANAGED 8 PORT GIGE POE SWITCH",
    category: "Networking",
    subCategory: "Switches",
    type: "IM::Physical",
    discontinued: "True",
  },
  {
    ingramPartNumber: "7JT142",
    vendorPartNumber: "FG-60F",
    upcCode: null,
    vendorName: "FORTINET",
    description: "FORTIGATE-60F 10 X GE RJ45 PORTS",
    category: "Networking",
    subCategory: "Firewalls",
    type: "IM::Physical",
    discontinued: "False",
  },
];

const PRICE_AVAILABILITY: Record<string, object> = {
  W6E373: {
    productClass: "A",
    productStatus: "Active",
    pricing: { currencyCode: "USD", retailPrice: 699.0, mapPrice: 0, customerPrice: 571.35 },
    availability: {
      available: true,
      totalAvailability: 42,
      availabilityByWarehouse: [
        { location: "Memphis, TN", warehouseId: "10", quantityAvailable: 30, quantityBackordered: 0 },
        { location: "Mira Loma, CA", warehouseId: "40", quantityAvailable: 12, quantityBackordered: 0 },
        { location: "Carol Stream, IL", warehouseId: "80", quantityAvailable: 0, quantityBackordered: 0 },
      ],
    },
  },
  "3YF985": {
    productClass: "D",
    productStatus: "Discontinued",
    pricing: { currencyCode: "USD", retailPrice: 799.0, customerPrice: 655.18 },
    availability: { available: false, totalAvailability: 0, availabilityByWarehouse: [] },
  },
  "7JT142": {
    productClass: "B",
    productStatus: "Active",
    acceptBackOrder: true,
    pricing: { currencyCode: "USD", retailPrice: 695.0, customerPrice: 542.1 },
    availability: {
      available: false,
      totalAvailability: 0,
      availabilityByWarehouse: [
        {
          location: "Memphis, TN",
          warehouseId: "10",
          quantityAvailable: 0,
          quantityBackordered: 25,
          quantityBackorderedEta: "2026-12-15",
        },
      ],
    },
  },
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeIngram(): Promise<FakeIngram> {
  let live = new Set<string>();
  const fake: Omit<FakeIngram, "url" | "close"> = {
    tokensIssued: [],
    calls: [],
    tokenLifetimeSeconds: 86399,
    failToken: undefined,
    failApi: undefined,
    hang: false,
    refuseTokens: false,
    revokeTokens: () => {
      live = new Set();
    },
    orders: new Map(),
    orderFault: undefined,
    webhookUrl: undefined,
    webhookSecret: FAKE_INGRAM_CREDENTIALS.webhookSecret,
    webhookDeliveries: [],
  };
  let ordersMade = 0;

  async function orderCall(req: IncomingMessage, res: ServerResponse, url: URL, body: unknown) {
    const path = url.pathname;
    if (req.method === "POST" && path === "/resellers/v6/orders") {
      const fault = fake.orderFault;
      if (fault && "status" in fault && !fault.afterCreate) {
        send(res, fault.status, { errors: [{ type: "Internal Server Error", message: "Backend error" }] });
        return true;
      }
      const answer = createFakeOrder(body, `20-RD${String(101 + ordersMade)}`, ORDERABLE);
      if (answer.order) {
        ordersMade++;
        fake.orders.set(answer.order.ingramOrderNumber, answer.order);
      }
      if (fault && "status" in fault) {
        send(res, fault.status, { errors: [{ type: "Gateway Timeout", message: "Upstream timed out" }] });
      } else if (fault && "slowMs" in fault) {
        // Written, but answered after the caller has given up: it never learns the order number.
        setTimeout(() => {
          if (!res.destroyed) send(res, answer.status, answer.body);
        }, fault.slowMs);
      } else {
        send(res, answer.status, answer.body);
      }
      return true;
    }
    if (req.method === "GET" && path === "/resellers/v6/orders/search") {
      const wanted = url.searchParams.get("customerOrderNumber");
      const found = [...fake.orders.values()].filter((o) => !wanted || o.customerOrderNumber === wanted);
      if (found.length === 0) send(res, 404, { errors: [{ type: "Not Found", message: "No data found" }] });
      else send(res, 200, fakeOrderSearch(found));
      return true;
    }
    const details = /^\/resellers\/v6\.1\/orders\/([^/]+)$/.exec(path);
    const cancel = /^\/resellers\/v6\/orders\/([^/]+)$/.exec(path);
    const number = decodeURIComponent((req.method === "GET" ? details : cancel)?.[1] ?? "");
    if ((req.method === "GET" && details) || (req.method === "DELETE" && cancel)) {
      const order = fake.orders.get(number);
      if (!order) {
        send(res, 404, { errors: [{ type: "Not Found", message: "Order not found" }] });
      } else if (req.method === "GET") {
        send(res, 200, fakeOrderDetails(order));
      } else {
        const answer = cancelFakeOrder(order);
        if (answer.body) send(res, answer.status, answer.body);
        else res.writeHead(answer.status).end();
      }
      return true;
    }
    return false;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const raw = await readBody(req);
    if (req.method === "POST" && url.pathname === "/oauth/oauth20/token") {
      if (fake.failToken) return send(res, fake.failToken, { fault: { faultstring: "Service unavailable" } });
      const form = new URLSearchParams(raw);
      const c = FAKE_INGRAM_CREDENTIALS;
      if (
        form.get("grant_type") !== "client_credentials" ||
        form.get("client_id") !== c.clientId ||
        form.get("client_secret") !== c.clientSecret
      ) {
        return send(res, 401, {
          fault: {
            faultstring: "Invalid client identifier {0}",
            detail: { errorcode: "oauth.v2.InvalidClientIdentifier" },
          },
        });
      }
      const token = `fake-token-${fake.tokensIssued.length + 1}`;
      fake.tokensIssued.push(token);
      live.add(token);
      // Their gateway answers snake_case with the lifetime as a string.
      return send(res, 200, {
        access_token: token,
        token_type: "Bearer",
        expires_in: String(fake.tokenLifetimeSeconds),
      });
    }

    if (url.pathname.startsWith("/__fake/")) {
      if (!(await fakeIngramControl(fake, req, res, url.pathname, raw))) {
        send(res, 404, { message: "No such control" });
      }
      return;
    }

    const body = raw ? JSON.parse(raw) : undefined;
    fake.calls.push({
      method: req.method ?? "",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    if (fake.hang) return; // the socket stays open until the caller gives up or close() ends it
    const token = req.headers.authorization?.replace(/^Bearer /, "");
    if (!token || !live.has(token) || fake.refuseTokens) {
      return send(res, 401, {
        fault: { faultstring: "Invalid access token", detail: { errorcode: "oauth.v2.InvalidAccessToken" } },
      });
    }
    const h = req.headers;
    const correlation = String(h["im-correlationid"] ?? "");
    if (
      h["im-customernumber"] !== FAKE_INGRAM_CREDENTIALS.customerNumber ||
      h["im-countrycode"] !== FAKE_INGRAM_CREDENTIALS.countryCode ||
      !h["im-senderid"] ||
      correlation.length === 0 ||
      correlation.length > 32
    ) {
      return send(res, 400, { errors: [{ type: "Bad Request", message: "Missing or invalid IM-* header" }] });
    }
    if (fake.failApi) {
      return send(res, fake.failApi, {
        errors: [{ type: "Internal Server Error", message: "Backend error" }],
      });
    }

    if (await orderCall(req, res, url, body)) return;

    if (req.method === "GET" && url.pathname === "/resellers/v6/catalog") {
      const keyword = (url.searchParams.get("keyword") ?? "").toLowerCase();
      const pageSize = Number(url.searchParams.get("pageSize") ?? 25);
      const found = CATALOG.filter((p) =>
        [p.ingramPartNumber, p.vendorPartNumber, p.vendorName, p.description].some((f) =>
          f.toLowerCase().includes(keyword),
        ),
      );
      if (found.length === 0)
        return send(res, 404, { errors: [{ type: "Not Found", message: "No data found" }] });
      return send(res, 200, {
        recordsFound: found.length,
        pageSize,
        pageNumber: 1,
        catalog: found.slice(0, pageSize),
      });
    }

    if (req.method === "POST" && url.pathname === "/resellers/v6/catalog/priceandavailability") {
      const asked = (body as { products: { ingramPartNumber: string }[] }).products;
      const answer = asked.map(({ ingramPartNumber }) => {
        const product = CATALOG.find((p) => p.ingramPartNumber === ingramPartNumber.toUpperCase());
        const stock = PRICE_AVAILABILITY[ingramPartNumber.toUpperCase()];
        if (!product || !stock) {
          return { ingramPartNumber, productStatusCode: "E", productStatusMessage: "Invalid Part Number" };
        }
        return {
          productStatusCode: "S",
          productStatusMessage: "Success",
          ingramPartNumber: product.ingramPartNumber,
          vendorPartNumber: product.vendorPartNumber,
          upc: product.upcCode,
          vendorName: product.vendorName,
          description: product.description,
          ...stock,
        };
      });
      // Mixed answers (some part numbers unknown) come back as 207 Multi-Status.
      return send(res, answer.some((a) => a.productStatusCode === "E") ? 207 : 200, answer);
    }
    return send(res, 404, { errors: [{ type: "Not Found", message: "Resource not found" }] });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
