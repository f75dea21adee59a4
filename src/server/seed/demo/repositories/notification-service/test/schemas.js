const test = require('node:test');
const assert = require('node:assert/strict');
const { Notification } = require('../src/schemas');

test('a notification needs at least one channel', () => {
  const result = Notification.safeParse({
    type: 'invoice.due',
    recipient: { customerId: '5b1d3c0e-7f3a-4c52-9a8e-2f1f0c6a9d11' },
    channels: [],
    data: {},
  });
  assert.equal(result.success, false);
});

test('webhook signatures are stable', () => {
  const { sign } = require('../src/channels/webhook');
  assert.equal(sign('{}', 'secret', 1700000000).length, 64);
});
