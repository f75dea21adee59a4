const express = require('express');
const _ = require('lodash');
const { Notification } = require('./schemas');
const { sendEmail } = require('./channels/email');
const { sendWebhook } = require('./channels/webhook');
const { recordDelivery } = require('./db');

function createApp(hub) {
  const app = express();
  app.use(express.json());

  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));

  app.post('/v1/notifications', async (req, res) => {
    const parsed = Notification.safeParse(req.body);
    if (!parsed.success) return res.status(400).json({ errors: parsed.error.flatten().fieldErrors });
    const notification = { id: req.get('idempotency-key') ?? crypto.randomUUID(), ...parsed.data };
    const senders = {
      email: () => sendEmail(notification),
      webhook: () => sendWebhook(notification, process.env.WEBHOOK_SIGNING_SECRET),
      websocket: async () => hub.push(notification.recipient.customerId, _.pick(notification, ['type', 'data'])),
    };
    const results = await Promise.allSettled(notification.channels.map((channel) => senders[channel]()));
    await Promise.all(
      results.map((result, i) =>
        recordDelivery({
          notificationId: notification.id,
          channel: notification.channels[i],
          status: result.status === 'fulfilled' ? 'delivered' : 'failed',
          error: result.reason?.message,
        }),
      ),
    );
    return res.status(202).json({ id: notification.id });
  });

  return app;
}

module.exports = { createApp };
