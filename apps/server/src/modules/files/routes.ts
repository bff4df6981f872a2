import { AppError, FILE_MAX_BYTES, MESSAGES, ZIdParams, ZUploadedFile, ZUploadQuery } from "@q2c/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { readMultipart } from "../../lib/multipart.ts";
import { depsFor } from "../../lib/request-deps.ts";
import { systemDeps } from "../../lib/system-db.ts";
import { authenticate, bearerToken, depsOf, principalOf } from "../../plugins/access.ts";
import { deleteFile } from "./delete-file.ts";
import { readFile } from "./read-file.ts";
import { uploadFile } from "./upload-file.ts";

/** Reads the one file part of a multipart request; over the size limit is 413 (lib/multipart.ts). */
async function readUpload(req: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  const required = () => new AppError("bad_request", { fields: { file: MESSAGES.fileRequired } });
  if (!req.isMultipart()) throw required();
  const form = await readMultipart(req, { fileSize: FILE_MAX_BYTES, files: 1 }, MESSAGES.fileTooLarge);
  const [file] = form.files;
  if (!file) throw required();
  return file;
}

/** A header-safe file name: ASCII for old clients, the real name percent-encoded for the rest. */
const contentDisposition = (name: string): string =>
  `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export async function filesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["files"];

  r.post(
    "/files/upload",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Upload an image (PNG, JPEG, SVG or WebP, up to 2 MB) as multipart field `file`",
        consumes: ["multipart/form-data"],
        querystring: ZUploadQuery,
        response: { 201: ZUploadedFile },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req);
      return reply
        .code(201)
        .send(await uploadFile(depsOf(req), principalOf(req), req.query.accountId, upload));
    },
  );

  // Public at the route, because logos must show on the login page; readFile decides per file.
  r.get(
    "/files/:id",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The bytes of a file (logos of brandable accounts are public)",
        params: ZIdParams,
      },
    },
    async (req, reply) => {
      const token = bearerToken(req);
      const principal = token ? await authenticate(deps, token) : null;
      // A stale token is a signed-in client that must refresh, not a visitor.
      if (token && !principal) throw new AppError("unauthenticated");
      // Public logos are read without a caller; a signed-in caller reads through its own scoped handle.
      const file = await readFile(
        principal ? depsFor(deps, principal) : systemDeps(deps),
        principal,
        req.params.id,
      );
      return (
        reply
          .header("content-type", file.mimeType)
          .header("content-disposition", contentDisposition(file.name))
          .header("cache-control", file.isPublic ? "public, max-age=300" : "private, max-age=300")
          // An SVG opened on its own must not run scripts in our origin.
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(file.bytes)
      );
    },
  );

  r.delete(
    "/files/:id",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Delete a file",
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteFile(depsOf(req), principalOf(req), req.params.id),
  );
}
