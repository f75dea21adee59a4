const { z } = require('zod');

const Recipient = z.object({
  customerId: z.string().uuid(),
  email: z.string().email().optional(),
  webhookUrl: z.string().url().optional(),
});

const Notification = z.object({
  type: z.enum(['payment.succeeded', 'payment.failed', 'refund.created', 'invoice.due']),
  recipient: Recipient,
  channels: z.array(z.enum(['email', 'webhook', 'websocket'])).nonempty(),
  data: z.record(z.unknown()),
  sendAt: z.string().datetime().optional(),
});

module.exports = { Notification, Recipient };
