import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirBusyError extends Error {
  constructor(
    readonly pid: number,
    dataDir: string,
  ) {
    super(`another Argus process (pid ${pid}) is using ${dataDir}; stop it first or choose another DATA_DIR`);
  }
}

const lockPath = (dataDir: string) => join(dataDir, 'argus.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process holding the data directory, if one is alive. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockPath(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite allows one process per data directory; a second one would corrupt it. The lock is a pid
 * file created exclusively; a file left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder !== undefined && holder !== process.pid) throw new DataDirBusyError(holder, dataDir);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
