/**
 * `npm run dev`: the service on :8080 (restarting on changes) and Vite's dev server on :5173 with
 * `/api` proxied to it. Open http://127.0.0.1:5173/.
 */
import { spawn } from 'node:child_process';

process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS ??= 'true';
// The demo's projects are git repositories in DATA_DIR, cloned over file:// (CONTRACT §15: local trials).
process.env.ARGUS_ALLOW_LOCAL_REPOSITORIES ??= 'true';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
