const test = require('node:test');
const assert = require('node:assert/strict');
const { toMinor, formatMoney, allocate } = require('../src/lib/money');

test('toMinor uses the currency minor units', () => {
  assert.equal(toMinor('12.34', 'EUR'), 1234);
  assert.equal(toMinor('1500', 'JPY'), 1500);
  assert.equal(toMinor('1.005', 'KWD'), 1005);
  assert.throws(() => toMinor('1.005', 'EUR'), RangeError);
});

test('formatMoney formats minor units', () => {
  assert.equal(formatMoney(123456, 'USD'), '$1,234.56');
});

test('allocate never loses a cent', () => {
  assert.deepEqual(allocate(100, [1, 1, 1]), [34, 33, 33]);
});
