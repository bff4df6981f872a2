import { orderLines } from "@q2c/db";
import {
  AppError,
  isLiveEquipment,
  PROVISIONING_MESSAGES,
  type TAssignSerialNumbersRequest,
  type TProvisioningLoad,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { lineFacts } from "./load-facts.ts";
import { assertVersion, writeLoad } from "./load-write.ts";

/** Whole units of a line (a decimal quantity rounds up: a part unit still has a serial number). */
const unitsOf = (quantity: string): number => Math.ceil(Number(quantity));

/**
 * PUT /orders/{id}/provisioning/{loadId}/serial-numbers: the serial numbers of the building's equipment, line
 * by line (each list replaces the line's). 400, nothing written, for a line that is not the building's live
 * equipment, a line listed twice, more serial numbers than units, or one serial number given twice. The
 * load's version, else 409. Serial numbers assigned here stay the line's: a later read of its packages (a
 * distributor's, or a package recorded by hand) no longer writes the line's list (syncSuborderLines).
 */
export async function assignSerialNumbers(
  deps: Deps,
  principal: Principal,
  ids: { orderId: string; loadId: string },
  input: TAssignSerialNumbersRequest,
  log?: FastifyBaseLogger,
): Promise<TProvisioningLoad> {
  return writeLoad(
    deps,
    principal,
    ids,
    async ({ tx, facts, record }) => {
      assertVersion(facts.load.version, input.version);
      const fields: Record<string, string> = {};
      const seenLines = new Set<string>();
      const seenSerials = new Set<string>();
      input.lines.forEach((entry, i) => {
        const line = facts.lines.find((l) => l.id === entry.orderLineId);
        if (!line || !isLiveEquipment(lineFacts(line)))
          fields[`lines.${i}.orderLineId`] = PROVISIONING_MESSAGES.notALine;
        else if (seenLines.has(line.id)) fields[`lines.${i}.orderLineId`] = PROVISIONING_MESSAGES.twice;
        else if (entry.serialNumbers.length > unitsOf(line.quantity)) {
          fields[`lines.${i}.serialNumbers`] = PROVISIONING_MESSAGES.tooManySerials(unitsOf(line.quantity));
        }
        seenLines.add(entry.orderLineId);
        for (const serial of entry.serialNumbers) {
          if (seenSerials.has(serial))
            fields[`lines.${i}.serialNumbers`] = PROVISIONING_MESSAGES.duplicateSerial(serial);
          seenSerials.add(serial);
        }
      });
      if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
      const changed = input.lines.filter((entry) => {
        const line = facts.lines.find((l) => l.id === entry.orderLineId);
        return line && line.serialNumbers.join("\n") !== entry.serialNumbers.join("\n");
      });
      if (changed.length === 0) return false;
      for (const entry of changed) {
        await tx
          .update(orderLines)
          .set({ serialNumbers: entry.serialNumbers, serialsByHand: true })
          .where(and(eq(orderLines.tenantId, facts.load.tenantId), eq(orderLines.id, entry.orderLineId)));
      }
      await record("serial_numbers_assigned", {
        lines: changed.map((e) => ({ orderLineId: e.orderLineId, count: e.serialNumbers.length })),
      });
      return true;
    },
    log,
  );
}
