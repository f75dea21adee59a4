/**
 * `npm run receiver -- [--port 9000] [--token T] [--signing-secret whsec_…] [--fail-with 500]`: a
 * webhook receiver for trying Argus locally. Prints each request, checks every event's payload
 * against its trigger's schema and, given the webhook's signing secret, verifies each request's
 * Standard Webhooks signature with the `standardwebhooks` reference library.
 */
import { parseArgs } from 'node:util';
import { startReceiver } from '../src/server/delivery/receiver';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9000' },
    host: { type: 'string', default: '127.0.0.1' },
    token: { type: 'string' },
    'signing-secret': { type: 'string' },
    'fail-with': { type: 'string' },
    'auth-header': { type: 'string', default: process.env.WEBHOOK_AUTH_HEADER ?? 'X-Argus-Authentication' },
  },
});
const failWith = values['fail-with'] === undefined ? undefined : Number(values['fail-with']);
if (failWith !== undefined && !(Number.isInteger(failWith) && failWith >= 100 && failWith <= 599)) {
  console.error('receiver: --fail-with takes an HTTP status such as 500');
  process.exit(1);
}
const signingSecret = values['signing-secret'];
if (signingSecret !== undefined && !/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(signingSecret)) {
  console.error("receiver: --signing-secret takes the webhook's secret as Argus showed it: whsec_ and base64");
  process.exit(1);
}

const receiver = await startReceiver({
  port: Number(values.port),
  host: values.host,
  token: values.token,
  signingSecret,
  authHeader: values['auth-header'],
  failWith,
  onRequest: (r) => {
    const triggers = [...new Set(r.events.map((e) => e.trigger))].join(', ') || '(none)';
    const auth = r.tokenMatched === undefined ? '' : r.tokenMatched ? ', token matched' : ', TOKEN DID NOT MATCH';
    const signature =
      r.signatureValid === undefined ? '' : r.signatureValid ? ', signature valid' : ', signature invalid';
    console.log(
      `${r.at.toISOString()} delivery ${r.deliveryId ?? '-'} attempt ${r.attempt ?? '-'}: ${r.events.length} event(s) [${triggers}]${auth}${signature} → answered ${r.answeredWith}`,
    );
    for (const mismatch of r.mismatches) console.log(`  payload mismatch: ${mismatch}`);
  },
});
console.log(
  `Receiving webhooks at ${receiver.url} (${failWith ? `answering ${failWith}` : 'answering 200'}); Ctrl+C to stop`,
);
process.on('SIGINT', () => void receiver.close().then(() => process.exit(0)));
