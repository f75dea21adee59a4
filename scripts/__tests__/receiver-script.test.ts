import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhook } from '../../src/server/delivery/sender';
import { newSigningSecret } from '../../src/server/delivery/signing';

/** `npm run receiver -- --signing-secret whsec_…` as a person runs it: its own process, its printed lines. */
const ROOT = resolve(import.meta.dirname, '../..');
const SECRET = newSigningSecret();
let child: ChildProcess;
let url: string;
let output = '';

const run = (args: string[]) =>
  spawn(resolve(ROOT, 'node_modules/.bin/tsx'), ['scripts/receiver.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** Resolves with the output once `pattern` appears in it. */
const waitFor = (pattern: RegExp, timeoutMs = 30_000) =>
  new Promise<RegExpMatchArray>((done, fail) => {
    const started = Date.now();
    const poll = () => {
      const match = output.match(pattern);
      if (match) done(match);
      else if (Date.now() - started > timeoutMs) fail(new Error(`no ${pattern} in:\n${output}`));
      else setTimeout(poll, 50);
    };
    poll();
  });

beforeAll(async () => {
  child = run(['--port', '0', '--signing-secret', SECRET]);
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  url = (await waitFor(/Receiving webhooks at (http:\/\/127\.0\.0\.1:\d+\/)/))[1]!;
}, 60_000);
afterAll(() => {
  child?.kill();
});

const send = (deliveryId: string, signingSecret: string | null) =>
  sendWebhook({
    url,
    signingSecret,
    deliveryId,
    body: { events: [{ created_at: new Date().toISOString(), trigger: 'test', payload: {} }] },
    timeoutMs: 5000,
    allowPrivateTargets: true,
    authHeader: 'X-Argus-Authentication',
  });

describe('npm run receiver -- --signing-secret', () => {
  it('prints "signature valid" for a request Argus signed with the secret, "signature invalid" otherwise', async () => {
    const ids = ['0f6c1c1e-0000-4000-8000-000000000001', '0f6c1c1e-0000-4000-8000-000000000002'];
    expect((await send(ids[0]!, SECRET)).success).toBe(true);
    expect((await send(ids[1]!, newSigningSecret())).success).toBe(true);
    const third = '0f6c1c1e-0000-4000-8000-000000000003';
    expect((await send(third, null)).success).toBe(true);
    await waitFor(new RegExp(`delivery ${third}.*\n`));
    const line = (id: string) => output.split('\n').find((l) => l.includes(`delivery ${id}`));
    expect(line(ids[0]!)).toMatch(/1 event\(s\) \[test\], signature valid → answered 200$/);
    expect(line(ids[1]!)).toMatch(/, signature invalid → answered 200$/);
    expect(line(third)).toMatch(/, signature invalid → answered 200$/);
  });

  it('refuses a secret that is not whsec_ and base64, saying so', async () => {
    const bad = run(['--port', '0', '--signing-secret', 'not-a-secret']);
    let text = '';
    bad.stderr!.on('data', (chunk) => (text += chunk));
    const code = await new Promise((done) => bad.on('exit', done));
    expect(code).toBe(1);
    expect(text).toContain('--signing-secret takes');
  });
});
