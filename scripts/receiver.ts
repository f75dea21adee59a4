/**
 * `npm run receiver -- [--port 9000] [--token T] [--fail-with 500]`: a webhook receiver for trying
 * Argus locally. Prints each request and checks every event's payload against its trigger's schema.
 */
import { parseArgs } from 'node:util';
import { startReceiver } from '../src/server/delivery/receiver';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9000' },
    host: { type: 'string', default: '127.0.0.1' },
    token: { type: 'string' },
    'fail-with': { type: 'string' },
    'auth-header': { type: 'string', default: process.env.WEBHOOK_AUTH_HEADER ?? 'X-Argus-Authentication' },
  },
});
const failWith = values['fail-with'] === undefined ? undefined : Number(values['fail-with']);
if (failWith !== undefined && !(Number.isInteger(failWith) && failWith >= 100 && failWith <= 599)) {
  console.error('receiver: --fail-with takes an HTTP status such as 500');
  process.exit(1);
}

const receiver = await startReceiver({
  port: Number(values.port),
  host: values.host,
  token: values.token,
  authHeader: values['auth-header'],
  failWith,
  onRequest: (r) => {
    const triggers = [...new Set(r.events.map((e) => e.trigger))].join(', ') || '(none)';
    const auth = r.tokenMatched === undefined ? '' : r.tokenMatched ? ', token matched' : ', TOKEN DID NOT MATCH';
    console.log(
      `${r.at.toISOString()} delivery ${r.deliveryId ?? '-'} attempt ${r.attempt ?? '-'}: ${r.events.length} event(s) [${triggers}]${auth} → answered ${r.answeredWith}`,
    );
    for (const mismatch of r.mismatches) console.log(`  payload mismatch: ${mismatch}`);
  },
});
console.log(
  `Receiving webhooks at ${receiver.url} (${failWith ? `answering ${failWith}` : 'answering 200'}); Ctrl+C to stop`,
);
process.on('SIGINT', () => void receiver.close().then(() => process.exit(0)));
