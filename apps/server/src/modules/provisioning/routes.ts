import {
  ZAcceptEquipmentRequest,
  ZAssignSerialNumbersRequest,
  ZIdParams,
  ZLoadParams,
  ZLoadTaskParams,
  ZProvisioningLoad,
  ZProvisioningLoadItem,
  ZUpdateProvisioningTaskRequest,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { acceptEquipment } from "./accept-equipment.ts";
import { assignSerialNumbers } from "./assign-serial-numbers.ts";
import { getLoad, listLoads } from "./provisioning-view.ts";
import { updateTask } from "./update-task.ts";

/**
 * Provisioning (issue #18 §4, docs/orders.md "Provisioning"): an order's buildings, each a load of tasks and
 * equipment. The quote team reads them (orders.read); engineering and operations work them
 * (provisioning.manage). Behind hasOrderManagementSystem like every order route.
 */
export async function provisioningRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["provisioning"];
  const read = { config: { permission: "orders.read" as const } };
  const manage = { config: { permission: "provisioning.manage" as const } };
  const ids = (p: { id: string; loadId: string }) => ({ orderId: p.id, loadId: p.loadId });

  r.get(
    "/orders/:id/provisioning",
    {
      ...read,
      schema: {
        tags,
        summary: "The order's buildings with how far each one's provisioning is",
        params: ZIdParams,
        response: { 200: z.array(ZProvisioningLoadItem) },
      },
    },
    async (req) => listLoads(depsOf(req), principalOf(req), req.params.id),
  );
  r.get(
    "/orders/:id/provisioning/:loadId",
    {
      ...read,
      schema: {
        tags,
        summary:
          "One building's load: its tasks, its equipment (delivery, acceptance, serial numbers), its people",
        params: ZLoadParams,
        response: { 200: ZProvisioningLoad },
      },
    },
    async (req) => getLoad(depsOf(req), principalOf(req), req.params.id, req.params.loadId),
  );
  r.put(
    "/orders/:id/provisioning/:loadId/tasks/:taskId",
    {
      ...manage,
      schema: {
        tags,
        summary: "A task's people, start, target completion and completion (the task's version)",
        params: ZLoadTaskParams,
        body: ZUpdateProvisioningTaskRequest,
        response: { 200: ZProvisioningLoad },
      },
    },
    async (req) =>
      updateTask(
        depsOf(req),
        principalOf(req),
        { ...ids(req.params), taskId: req.params.taskId },
        req.body,
        req.log,
      ),
  );
  r.post(
    "/orders/:id/provisioning/:loadId/accept",
    {
      ...manage,
      schema: {
        tags,
        summary: "Accept delivered equipment on site (the load's version)",
        params: ZLoadParams,
        body: ZAcceptEquipmentRequest,
        response: { 200: ZProvisioningLoad },
      },
    },
    async (req) => acceptEquipment(depsOf(req), principalOf(req), ids(req.params), req.body, req.log),
  );
  r.put(
    "/orders/:id/provisioning/:loadId/serial-numbers",
    {
      ...manage,
      schema: {
        tags,
        summary: "Assign serial numbers to the building's equipment (the load's version)",
        params: ZLoadParams,
        body: ZAssignSerialNumbersRequest,
        response: { 200: ZProvisioningLoad },
      },
    },
    async (req) => assignSerialNumbers(depsOf(req), principalOf(req), ids(req.params), req.body, req.log),
  );
}
