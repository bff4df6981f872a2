import { provisioningTasks } from "@q2c/db";
import {
  AppError,
  PROVISIONING_MESSAGES,
  type TProvisioningLoad,
  type TUpdateProvisioningTaskRequest,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertVersion, writeLoad } from "./load-write.ts";
import { workersOf } from "./provisioning-view.ts";

const dayOf = (v: string): Date => new Date(`${v}T00:00:00Z`);
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * PUT /orders/{id}/provisioning/{loadId}/tasks/{taskId}: who works a task, its start and target days, and
 * its completion (a day completes it, who completed it is recorded; `nullFields: ["completion"]` opens it
 * again). The task's version, else 409. People are the provider's active users (400 otherwise); a target
 * before the start is 400. The last task completed completes the building, and the order and quote follow
 * (load-write.ts). Nothing changed: nothing written.
 */
export async function updateTask(
  deps: Deps,
  principal: Principal,
  ids: { orderId: string; loadId: string; taskId: string },
  input: TUpdateProvisioningTaskRequest,
  log?: FastifyBaseLogger,
): Promise<TProvisioningLoad> {
  return writeLoad(
    deps,
    principal,
    ids,
    async ({ tx, order, facts, record }) => {
      const task = facts.tasks.find((t) => t.id === ids.taskId);
      if (!task) throw new AppError("not_found");
      assertVersion(task.version, input.version);
      const cleared = new Set(input.nullFields ?? []);
      const pick = (field: "start" | "targetCompletion" | "completion", now: Date | null): Date | null => {
        if (cleared.has(field)) return null;
        const given = input[field];
        return given === undefined ? now : dayOf(given);
      };
      const start = pick("start", task.start);
      const targetCompletion = pick("targetCompletion", task.targetCompletion);
      const completion = pick("completion", task.completion);
      if (start && targetCompletion && targetCompletion < start) {
        throw new AppError("bad_request", {
          fields: { targetCompletion: PROVISIONING_MESSAGES.targetBeforeStart },
        });
      }
      const users = input.users ? [...new Set(input.users)] : task.users;
      if (input.users && users.length > 0) {
        const known = await workersOf(tx, order.tenantId, []);
        const assignable = new Set(known.filter((p) => p.assignable).map((p) => p.id));
        if (users.some((id) => !assignable.has(id))) {
          throw new AppError("bad_request", { fields: { users: PROVISIONING_MESSAGES.unknownUsers } });
        }
      }
      const changes = [
        ...(sameTime(start, task.start) ? [] : ["start"]),
        ...(sameTime(targetCompletion, task.targetCompletion) ? [] : ["targetCompletion"]),
        ...(sameTime(completion, task.completion) ? [] : ["completion"]),
        ...(users.join() === task.users.join() ? [] : ["users"]),
      ];
      if (changes.length === 0) return false;
      const completedBy =
        completion === null ? null : task.completion === null ? principal.userId : task.completedBy;
      await tx
        .update(provisioningTasks)
        .set({ users, start, targetCompletion, completion, completedBy, version: task.version + 1 })
        .where(and(eq(provisioningTasks.tenantId, task.tenantId), eq(provisioningTasks.id, task.id)));
      const type =
        task.completion === null && completion !== null
          ? "task_completed"
          : task.completion !== null && completion === null
            ? "task_reopened"
            : "task_updated";
      await record(type, { taskId: task.id, items: task.items, changes });
      return true;
    },
    log,
  );
}
