import { randomBytes } from "node:crypto";

/** The last id's millisecond and 12-bit counter, so ids made in one millisecond still sort in order. */
let lastMs = -1;
let counter = 0;

/**
 * UUID v7 (RFC 9562): 48-bit millisecond timestamp, a 12-bit counter in rand_a (method 1 of §6.2, so ids
 * of one process are strictly increasing even within a millisecond: events written by one change keep
 * their order), then random bits; time-ordered for keyset pages.
 */
export function uuidv7(now = Date.now()): string {
  let ms = now;
  if (ms > lastMs) {
    // A random start in the lower half leaves room to count up within the millisecond.
    counter = randomBytes(2).readUInt16BE(0) & 0x7ff;
  } else {
    ms = lastMs;
    counter += 1;
    if (counter > 0xfff) {
      ms += 1;
      counter = 0;
    }
  }
  lastMs = ms;
  const b = randomBytes(16);
  b[0] = Math.floor(ms / 2 ** 40) & 0xff;
  b[1] = Math.floor(ms / 2 ** 32) & 0xff;
  b[2] = (ms >>> 24) & 0xff;
  b[3] = (ms >>> 16) & 0xff;
  b[4] = (ms >>> 8) & 0xff;
  b[5] = ms & 0xff;
  b[6] = 0x70 | (counter >>> 8);
  b[7] = counter & 0xff;
  b[8] = 0x80 | (b[8]! & 0x3f);
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
