import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/database';
import { openPostgres } from '../../db/postgres';
import { SecretBox } from '../../secrets/secret-box';
import { bootstrap } from '../../seed/bootstrap';
import { createScratchDatabase } from '../../test/postgres-database';
import { startServiceProcess } from '../../test/service-process';
import { enqueueEvent } from '../outbox';
import { type ReceivedRequest, startReceiver } from '../receiver';

/**
 * CONTRACT §6.6 for real: two service processes share one PostgreSQL database and one receiver; one
 * is SIGKILLed halfway and the other finishes. Runs only on the PostgreSQL pass (npm run test:server:pg).
 */
const serverUrl = inject('postgresUrl');
const EVENTS = 5_000;
const WEBHOOKS = 50;
const SECRET_KEY = 'multi-process test key';
const LEASE_SECONDS = 3;
const children: ChildProcess[] = [];

type Service = { child: ChildProcess; pid: number };

async function startService(databaseUrl: string): Promise<Service> {
  const service = await startServiceProcess(
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ARGUS_SECRET_KEY: SECRET_KEY,
      ARGUS_SEED_DEMO: 'false',
      ARGUS_CONSOLE_DIR: '/nonexistent',
      PORT: '0',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_TICK_SECONDS: '0.2',
      WEBHOOK_BATCH_WINDOW_SECONDS: '0.1',
      WEBHOOK_MAX_EVENTS_PER_REQUEST: '10',
      WEBHOOK_TIMEOUT_SECONDS: '1',
      WEBHOOK_LEASE_SECONDS: String(LEASE_SECONDS),
    },
    { timeoutMs: 30_000 },
  );
  children.push(service.child);
  return { child: service.child, pid: service.child.pid! };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe.skipIf(!serverUrl)('two service processes on one PostgreSQL database', () => {
  it(`deliver ${EVENTS} events over ${WEBHOOKS} webhooks at least once, one process per webhook at a time, across a SIGKILL`, async () => {
    const scratch = await createScratchDatabase(serverUrl);
    const db: Database = await openPostgres(scratch.url);
    await bootstrap(db, { demo: false });
    const receiver = await startReceiver({ token: 'tok', delayMs: 10 });
    try {
      const sealed = SecretBox.fromKeyText(SECRET_KEY).seal('tok');
      const projectIds: number[] = [];
      await db.transaction(async (tx) => {
        for (let i = 1; i <= WEBHOOKS; i++) {
          const [project] = await tx.query<{ id: number }>(
            `INSERT INTO projects (name, type, stage) VALUES ($1, 'cli', 'build') RETURNING id`,
            [`mp-${i}`],
          );
          const [hook] = await tx.query<{ id: number }>(
            `INSERT INTO webhooks (name, url, events, token_encrypted) VALUES ($1, $2, ARRAY['project_sca_analysis_finished'], $3) RETURNING id`,
            [`mp ${i}`, `${receiver.url}hook-${project!.id}`, sealed],
          );
          await tx.query('INSERT INTO webhook_projects (webhook_id, project_id) VALUES ($1, $2)', [
            hook!.id,
            project!.id,
          ]);
          projectIds.push(project!.id);
        }
      });
      const services = await Promise.all([startService(scratch.url), startService(scratch.url)]);

      // Which process holds claims, sampled while the work goes on.
      const claimsByPid = new Map<number, number>();
      let lastClaimer: number | undefined;
      const sampler = setInterval(() => {
        db.query<{ claimed_by: string }>('SELECT claimed_by FROM webhooks WHERE claimed_until > now()')
          .then((rows) => {
            for (const { claimed_by } of rows) {
              const pid = Number(claimed_by.split(':')[1]);
              claimsByPid.set(pid, (claimsByPid.get(pid) ?? 0) + 1);
              lastClaimer = pid;
            }
          })
          .catch(() => {});
      }, 25);

      const unique = new Set<string>();
      const arrivedUnique = () => {
        for (const r of receiver.requests)
          for (const e of r.events) unique.add((e.payload as { project_name: string }).project_name);
        return unique.size;
      };
      let victim: Service | undefined;
      let killedAt = 0;
      const killHalfway = async () => {
        while (!victim) {
          if (arrivedUnique() >= EVENTS / 2) {
            victim = services.find((s) => s.pid === lastClaimer) ?? services[0]!;
            killedAt = Date.now();
            victim.child.kill('SIGKILL');
            await exited(victim.child);
          } else await new Promise((r) => setTimeout(r, 10));
        }
      };
      const killing = killHalfway();

      const started = Date.now();
      for (let n = 0; n < EVENTS; n += 100) {
        await db.transaction(async (tx) => {
          for (let k = n; k < n + 100; k++) {
            const projectId = projectIds[k % WEBHOOKS]!;
            await enqueueEvent(
              tx,
              'project_sca_analysis_finished',
              {
                project_id: projectId,
                project_name: `event-${k}`,
                vulnerabilities_count: k % 7,
                dependencies_count: 10,
              },
              new Date(),
            );
          }
        });
      }
      const enqueuedIn = Date.now() - started;

      const deadline = Date.now() + 90_000;
      let pending = Infinity;
      while (Date.now() < deadline) {
        if (victim && arrivedUnique() >= EVENTS) {
          pending = (
            await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_events WHERE status = 'pending'`)
          )[0]!.n;
          if (pending === 0) break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      clearInterval(sampler);
      await killing;
      const survivor = services.find((s) => s !== victim)!;
      survivor.child.kill('SIGTERM');
      await exited(survivor.child);

      const received = receiver.requests.reduce((sum, r) => sum + r.events.length, 0);
      const afterKill = receiver.requests.filter((r) => r.at.getTime() > killedAt);
      const overlaps: string[] = [];
      const byPath = new Map<string, ReceivedRequest[]>();
      for (const r of receiver.requests) byPath.set(r.path, [...(byPath.get(r.path) ?? []), r]);
      for (const [path, requests] of byPath) {
        requests.sort((a, b) => a.at.getTime() - b.at.getTime());
        for (let i = 1; i < requests.length; i++) {
          const previous = requests[i - 1]!;
          if (!previous.answeredAt || requests[i]!.at < previous.answeredAt) {
            overlaps.push(
              `${path}: a request arrived at ${requests[i]!.at.toISOString()} before the one of ${previous.at.toISOString()} was answered`,
            );
          }
        }
        // Each webhook only ever gets its own project's events.
        const projectId = Number(path.split('-')[1]);
        expect(
          requests
            .flatMap((r) => r.events)
            .every((e) => (e.payload as { project_id: number }).project_id === projectId),
        ).toBe(true);
      }
      console.log(
        `multi-process: ${EVENTS} events enqueued in ${enqueuedIn} ms; ${received} arrived in ${receiver.requests.length} requests, ` +
          `${unique.size} distinct, ${received - unique.size} duplicates; claims seen per pid ${JSON.stringify(Object.fromEntries(claimsByPid))}; ` +
          `killed pid ${victim?.pid} at ${killedAt - started} ms, ${afterKill.length} requests after the kill, all done at ${Date.now() - started} ms`,
      );

      expect(unique.size).toBe(EVENTS);
      expect(pending).toBe(0);
      expect(overlaps).toEqual([]);
      expect(receiver.requests.every((r) => r.tokenMatched === true && r.mismatches.length === 0)).toBe(true);
      expect(byPath.size).toBe(WEBHOOKS);
      // Both processes worked, and the survivor finished what the victim left.
      expect(claimsByPid.size).toBe(2);
      expect(afterKill.length).toBeGreaterThan(0);
    } finally {
      await receiver.close();
      await db.close();
      await scratch.drop();
    }
  }, 150_000);
});
