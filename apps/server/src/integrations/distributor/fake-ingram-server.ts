import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Test support: a local stand-in for the Ingram Micro Reseller API v6 (token, catalogue search, price and
 * availability) on a real HTTP port, answering with bodies shaped like theirs. It enforces what the real
 * one enforces — client credentials, a live bearer token and the IM-* headers — so the adapter is tested
 * against the protocol, not against its own assumptions.
 */
export const FAKE_INGRAM_CREDENTIALS = {
  clientId: "fake-client-id",
  clientSecret: "fake-client-secret",
  customerNumber: "20-222222",
  countryCode: "US",
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
  close(): Promise<void>;
}

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

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

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
  };

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
