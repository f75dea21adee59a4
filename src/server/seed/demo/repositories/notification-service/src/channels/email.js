const fetch = require('node-fetch');
const dayjs = require('dayjs');
const { retry } = require('../lib/retry');

const TEMPLATES = {
  'payment.succeeded': (data) => `Payment of ${data.amount} received on ${dayjs(data.at).format('D MMM YYYY')}.`,
  'payment.failed': (data) => `Your payment of ${data.amount} could not be processed: ${data.reason}.`,
  'refund.created': (data) => `A refund of ${data.amount} is on its way.`,
  'invoice.due': (data) => `Invoice ${data.number} is due on ${dayjs(data.dueAt).format('D MMM YYYY')}.`,
};

async function sendEmail(notification) {
  const text = TEMPLATES[notification.type](notification.data);
  await retry(async () => {
    const response = await fetch(`${process.env.MAILER_URL}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.MAILER_TOKEN}` },
      body: JSON.stringify({ to: notification.recipient.email, subject: notification.type, text }),
    });
    if (!response.ok) throw Object.assign(new Error(`mailer: HTTP ${response.status}`), { status: response.status });
  });
}

module.exports = { sendEmail };
