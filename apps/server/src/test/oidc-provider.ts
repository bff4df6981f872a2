import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";

/**
 * A stand-in identity provider for tests: a local HTTP server publishing the JWKS of a freshly generated
 * RSA key, and a function that signs id tokens with it (or with a stranger's key).
 */
export interface TestOidcProvider {
  jwksUrl: string;
  sign(claims: JWTPayload, opts?: { expiresIn?: string | number; wrongKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}

const KID = "test-key-1";

export async function startTestOidcProvider(): Promise<TestOidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const stranger = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: "RS256", use: "sig" };
  const server: Server = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/keys`,
    async sign(claims, opts = {}) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: KID, typ: "JWT" })
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? "10m")
        .sign(opts.wrongKey ? stranger.privateKey : privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
