import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { startServiceProcess } from '../src/server/test/service-process';
import { benchClients, benchEnv } from './bench-clients';
const env = benchEnv('.tmp/bench-data');
const token = /^([0-9a-f]{40})$/m.exec(
  execFileSync(join('node_modules', '.bin', 'tsx'), ['scripts/token.ts', '--user', 'bench'], { env, encoding: 'utf8' }),
)![1]!;
const path = process.argv[2]!;
const service = await startServiceProcess(
  { ...env, ARGUS_LOG: '', ARGUS_CONSOLE_DIR: '/nonexistent', HOST: '127.0.0.1' },
  { script: 'dist-server/main.js', nodeOptions: ['--cpu-prof', '--cpu-prof-dir=/tmp/prof1'], timeoutMs: 180000 },
);
const load = benchClients(service.url, token, 20);
await load.measure(path, 500);
const t = performance.now();
await load.measure(path, 4000);
console.log((4000 / ((performance.now() - t) / 1000)).toFixed(0), 'req/s');
load.close();
await service.stop();
