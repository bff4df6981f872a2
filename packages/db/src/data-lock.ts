import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { resolve } from "node:path";
import { MESSAGES } from "@q2c/domain";

export interface DataLock {
  release(): void;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * PGlite is a single-process database: a second server on the same folder would corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function acquireDataLock(dataDir: string): DataLock {
  const path = resolve(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
      process.once("exit", release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(readFileSync(path, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `${MESSAGES.dataFolderLocked} (pid ${pid}): ${resolve(dataDir)}. Stop it or set DATA_DIR.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`${MESSAGES.dataFolderLocked}: ${resolve(dataDir)}`);
}
