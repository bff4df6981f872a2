import { createHash, generateKeyPair, randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { P12Signer } from "@signpdf/signer-p12";
import forge from "node-forge";

/**
 * The platform's document-sealing certificate (issue #17 §4; research §1: a missing key must never leave
 * documents pending, and health must say so). SIGNING_CERT_P12 with SIGNING_CERT_PASSWORD when given: it
 * is opened at start, and a file the password does not open (or without an RSA key matching its
 * certificate) stops the start with the reason. Otherwise a self-signed certificate is made at the first
 * start into the data folder (`document-signing.pem`, the certificate and its key, readable by the owner
 * only, like the folder's other secrets) and read at every start after. A certificate outside its validity
 * dates, or a kept file that cannot be read, leaves the identity degraded: sealing then fails visibly
 * with that reason and /api/health says `signing: degraded`.
 */

export const GENERATED_CERT_FILE = "document-signing.pem";
/** What the generated certificate calls itself. */
export const GENERATED_CERT_NAME = "Quote-to-Cash document sealing (self-signed)";
const GENERATED_VALID_YEARS = 10;

/** The certificate as the evidence pages print it. */
export interface CertificateInfo {
  subject: string;
  issuer: string;
  /** SHA-256 of the certificate's DER, hex in pairs. */
  fingerprint: string;
  notBefore: Date;
  notAfter: Date;
  selfSigned: boolean;
  source: "configured" | "generated";
}

export type SigningStatus =
  | { status: "ok"; certificate: CertificateInfo }
  | { status: "degraded"; problem: string };

export interface SigningIdentity {
  /** ok with the certificate, or degraded with why (the generated certificate may still be in the making). */
  status(): Promise<SigningStatus>;
  /** The @signpdf signer of a PDF that carries a signature placeholder; throws the reason when degraded. */
  signer(): Promise<P12Signer>;
}

interface Loaded {
  p12: Buffer;
  password: string;
  certificate: CertificateInfo;
}

export interface SigningSettings {
  dataDir: string;
  signingCert: { p12Path: string; password: string } | undefined;
}

export function openSigningIdentity(
  settings: SigningSettings,
  now: () => Date = () => new Date(),
): SigningIdentity {
  // A configured file is opened now: a wrong password stops the start rather than the first seal.
  const loading: Promise<Loaded> = settings.signingCert
    ? Promise.resolve(openConfigured(settings.signingCert.p12Path, settings.signingCert.password))
    : loadOrGenerate(settings.dataDir, now);
  // Until someone asks, a failure is only kept (an unhandled rejection would end the process).
  loading.catch(() => undefined);
  const usable = async (): Promise<Loaded> => {
    const loaded = await loading;
    const at = now();
    const { notBefore, notAfter, subject } = loaded.certificate;
    if (at < notBefore)
      throw new Error(`The signing certificate "${subject}" is valid only from ${notBefore.toISOString()}.`);
    if (at > notAfter)
      throw new Error(`The signing certificate "${subject}" expired on ${notAfter.toISOString()}.`);
    return loaded;
  };
  return {
    async status() {
      try {
        return { status: "ok", certificate: (await usable()).certificate };
      } catch (err) {
        return { status: "degraded", problem: (err as Error).message };
      }
    },
    async signer() {
      const loaded = await usable();
      return new P12Signer(loaded.p12, { passphrase: loaded.password });
    },
  };
}

/** Opens a PKCS#12 file (throws a message naming SIGNING_CERT_P12 when it cannot be used). */
function openConfigured(path: string, password: string): Loaded {
  try {
    const p12 = readFileSync(path);
    const { certificate } = keyAndCertificate(p12, password);
    return { p12, password, certificate: describe(certificate, "configured") };
  } catch (err) {
    throw new Error(`SIGNING_CERT_P12 (${path}) cannot be used: ${(err as Error).message}`);
  }
}

const OIDS = forge.pki.oids as Record<"pkcs8ShroudedKeyBag" | "certBag", string>;

/** The private key and the certificate that matches it; forge reads OpenSSL 3's default AES files too. */
function keyAndCertificate(p12Der: Buffer, password: string) {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12Der.toString("binary")), false, password);
  } catch (err) {
    const message = (err as Error).message;
    throw new Error(/MAC|password|Invalid/i.test(message) ? "the password does not open it" : message);
  }
  const keyBag = OIDS.pkcs8ShroudedKeyBag;
  const key = p12.getBags({ bagType: keyBag })[keyBag]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key?.n) throw new Error("it holds no (password-protected) RSA private key");
  const certBag = OIDS.certBag;
  const certs = (p12.getBags({ bagType: certBag })[certBag] ?? []).flatMap((b: forge.pkcs12.Bag) =>
    b.cert ? [b.cert] : [],
  );
  const certificate = certs.find((c: forge.pki.Certificate) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.compareTo(key.n) === 0 && pub.e?.compareTo(key.e) === 0;
  });
  if (!certificate) throw new Error("no certificate in it matches its private key");
  return { key, certificate };
}

function describe(cert: forge.pki.Certificate, source: CertificateInfo["source"]): CertificateInfo {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  const hex = createHash("sha256").update(Buffer.from(der, "binary")).digest("hex").toUpperCase();
  const name = (attrs: forge.pki.CertificateField[]) =>
    attrs.map((a) => `${a.shortName ?? a.name}=${String(a.value)}`).join(", ");
  return {
    subject: name(cert.subject.attributes),
    issuer: name(cert.issuer.attributes),
    fingerprint: hex.match(/../g)?.join(":") ?? hex,
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
    selfSigned: cert.isIssuer(cert),
    source,
  };
}

/** The kept certificate of the data folder, or a new one written there (once, whoever starts first). */
async function loadOrGenerate(dataDir: string, now: () => Date): Promise<Loaded> {
  const file = join(dataDir, GENERATED_CERT_FILE);
  if (!existsSync(file)) {
    const pem = await generatePem(now());
    mkdirSync(dataDir, { recursive: true });
    // Written beside it, then linked into place: a link fails if another process got there first, and
    // then everyone reads the one that won.
    const temporary = `${file}.${randomBytes(6).toString("hex")}`;
    writeFileSync(temporary, pem, { mode: 0o600 });
    try {
      linkSync(temporary, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  return fromPem(file, readFileSync(file, "utf8"));
}

function fromPem(file: string, pem: string): Loaded {
  try {
    const key = forge.pki.privateKeyFromPem(pemBlock(pem, "PRIVATE KEY"));
    const certificate = forge.pki.certificateFromPem(pemBlock(pem, "CERTIFICATE"));
    const password = randomBytes(18).toString("base64url");
    // The @signpdf signer takes PKCS#12: the kept pair is wrapped once, in memory.
    const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, { algorithm: "3des" });
    const p12 = Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
    keyAndCertificate(p12, password);
    return { p12, password, certificate: describe(certificate, "generated") };
  } catch (err) {
    throw new Error(`The signing certificate kept in ${file} cannot be read: ${(err as Error).message}`);
  }
}

/** One block of a PEM file with several (forge reads only a file's first). */
function pemBlock(pem: string, type: string): string {
  const block = new RegExp(`-----BEGIN ${type}-----[\\s\\S]*?-----END ${type}-----`).exec(pem);
  if (!block) throw new Error(`it holds no ${type}`);
  return block[0];
}

const generateRsa = promisify(generateKeyPair);

/** A 2048-bit RSA key (Node's, off the main thread) and a self-signed certificate for it (forge). */
async function generatePem(at: Date): Promise<string> {
  const { privateKey, publicKey } = await generateRsa("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial of 16 random bytes.
  cert.serialNumber = `01${randomBytes(15).toString("hex")}`;
  cert.validity.notBefore = new Date(at.getTime() - 60_000);
  cert.validity.notAfter = new Date(at.getTime());
  cert.validity.notAfter.setUTCFullYear(at.getUTCFullYear() + GENERATED_VALID_YEARS);
  const name = [
    { name: "commonName", value: GENERATED_CERT_NAME },
    { name: "organizationName", value: "Quote-to-Cash" },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return `${forge.pki.certificateToPem(cert)}${privateKey}`;
}
