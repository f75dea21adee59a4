const crypto = require('node:crypto');
const axios = require('axios');
const { retry } = require('../lib/retry');

function sign(body, secret, timestamp) {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

async function sendWebhook(notification, secret) {
  const body = JSON.stringify({ type: notification.type, data: notification.data });
  const timestamp = Math.floor(Date.now() / 1000);
  await retry(
    () =>
      axios.post(notification.recipient.webhookUrl, body, {
        timeout: 10_000,
        headers: {
          'content-type': 'application/json',
          'x-signature': `t=${timestamp},v1=${sign(body, secret, timestamp)}`,
        },
      }),
    { retries: 5, maxDelayMs: 30_000 },
  );
}

module.exports = { sendWebhook, sign };
