import { orderLines } from "@q2c/db";
import {
  AppError,
  isLiveEquipment,
  PROVISIONING_MESSAGES,
  type TAcceptEquipmentRequest,
  type TProvisioningLoad,
} from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { lineFacts } from "./load-facts.ts";
import { assertVersion, writeLoad } from "./load-write.ts";

/**
 * POST /orders/{id}/provisioning/{loadId}/accept: equipment accepted on site (issue #18 §4): the lines get
 * acceptedAt and acceptedBy. Only the building's live equipment whose bundle product asks for acceptance
 * (acceptEquipment, frozen on the line by createOrderFromQuote) is accepted (400 naming `lineIds` else), and
 * only once delivered and not accepted yet (409: the line cannot move there). The load's version, else 409.
 * Acceptance is not undone. The last acceptance the building waits on completes it (load-write.ts).
 */
export async function acceptEquipment(
  deps: Deps,
  principal: Principal,
  ids: { orderId: string; loadId: string },
  input: TAcceptEquipmentRequest,
  log?: FastifyBaseLogger,
): Promise<TProvisioningLoad> {
  return writeLoad(
    deps,
    principal,
    ids,
    async ({ tx, facts, now, record }) => {
      assertVersion(facts.load.version, input.version);
      const wanted = [...new Set(input.lineIds)];
      const lines = wanted.map((id) => facts.lines.find((l) => l.id === id));
      if (lines.some((l) => !l || !isLiveEquipment(lineFacts(l)))) {
        throw new AppError("bad_request", { fields: { lineIds: PROVISIONING_MESSAGES.notALine } });
      }
      const found = lines as NonNullable<(typeof lines)[number]>[];
      if (found.some((l) => !l.acceptEquipment)) {
        throw new AppError("bad_request", { fields: { lineIds: PROVISIONING_MESSAGES.notToAccept } });
      }
      const undelivered = found.find((l) => l.deliveredAt === null);
      if (undelivered) {
        throw new AppError("conflict", { message: PROVISIONING_MESSAGES.notDelivered(undelivered.name) });
      }
      const accepted = found.find((l) => l.acceptedAt !== null);
      if (accepted)
        throw new AppError("conflict", { message: PROVISIONING_MESSAGES.alreadyAccepted(accepted.name) });
      await tx
        .update(orderLines)
        .set({ acceptedAt: now, acceptedBy: principal.userId })
        .where(and(eq(orderLines.tenantId, facts.load.tenantId), inArray(orderLines.id, wanted)));
      await record("equipment_accepted", { lines: found.map((l) => ({ orderLineId: l.id, name: l.name })) });
      return true;
    },
    log,
  );
}
