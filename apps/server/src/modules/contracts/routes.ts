import {
  ZContract,
  ZContractListItem,
  ZContractListQuery,
  ZCreateContractRequest,
  ZIdParams,
  ZUpdateContractRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createContract } from "./create-contract.ts";
import { deleteContract } from "./delete-contract.ts";
import { getContract } from "./get-contract.ts";
import { listContracts } from "./list-contracts.ts";
import { updateContract } from "./update-contract.ts";

/** Contracts (domain §1; /contract pages): an MSP's agreed prices with one customer for a period. */
export async function contractsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["contracts"];

  r.get(
    "/contracts",
    {
      config: { permission: "contracts.read" },
      schema: {
        tags,
        summary: "List contracts, newest first, by customer, status on today's date or search",
        querystring: ZContractListQuery,
        response: { 200: zPage(ZContractListItem) },
      },
    },
    async (req) => listContracts(depsOf(req), principalOf(req), req.query),
  );

  r.get(
    "/contracts/:id",
    {
      config: { permission: "contracts.read" },
      schema: {
        tags,
        summary: "Get a contract with its agreed prices and the catalogue's prices today",
        params: ZIdParams,
        response: { 200: ZContract },
      },
    },
    async (req) => getContract(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/contracts",
    {
      config: { permission: "contracts.manage" },
      schema: {
        tags,
        summary: "Create a contract with a customer and its agreed prices",
        body: ZCreateContractRequest,
        response: { 201: ZContract },
      },
    },
    async (req, reply) => reply.code(201).send(await createContract(depsOf(req), principalOf(req), req.body)),
  );

  r.put(
    "/contracts/:id",
    {
      config: { permission: "contracts.manage" },
      schema: {
        tags,
        summary: "Update a contract (version required); products, when sent, replace the list",
        params: ZIdParams,
        body: ZUpdateContractRequest,
        response: { 200: ZContract },
      },
    },
    async (req) => updateContract(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.delete(
    "/contracts/:id",
    {
      config: { permission: "contracts.manage" },
      schema: {
        tags,
        summary: "Delete a contract; quotes it was applied to keep their prices",
        params: ZIdParams,
        response: { 204: z.null().describe("Deleted") },
      },
    },
    async (req, reply) => {
      await deleteContract(depsOf(req), principalOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
