import { readdir, readFile } from 'node:fs/promises';

/** How long to wait for the rest of a killed group (index-pack, remote-https, ssh) to go. */
const GROUP_EXIT_WAIT_MS = 1000;
const POLL_MS = 10;

export function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

/**
 * Resolves once no live process of the group is left, or after a second. There is no event for
 * that; and a killed child adopted by an init that reaps slowly (or never, in some containers) stays a
 * zombie, which `kill(-pgid, 0)` still counts, so members are read from /proc where there is one.
 */
export async function groupGone(pgid: number): Promise<void> {
  const until = Date.now() + GROUP_EXIT_WAIT_MS;
  while (Date.now() < until && (await groupAlive(pgid))) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function groupAlive(pgid: number): Promise<boolean> {
  try {
    process.kill(-pgid, 0);
  } catch {
    return false;
  }
  const pids = await readdir('/proc').catch(() => undefined);
  if (!pids) return true;
  for (const pid of pids) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // `pid (comm) state ppid pgrp …`; comm may hold spaces and parentheses, so read after the last `)`.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') return true;
  }
  return false;
}
