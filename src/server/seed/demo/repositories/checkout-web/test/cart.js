const test = require('node:test');
const assert = require('node:assert/strict');

test('changing a quantity to 0 removes the line', async () => {
  const { cartReducer, quantityChanged } = await import('../src/features/cart.js');
  const state = { lines: [{ sku: 'A', quantity: 2, unit_price_minor: 500 }] };
  assert.deepEqual(cartReducer(state, quantityChanged('A', 0)).lines, []);
});

test('focusFirstError focuses the first invalid field', async () => {
  const { JSDOM } = require('jsdom');
  const { focusFirstError } = await import('../src/lib/focus.js');
  const { window } = new JSDOM('<form><input id="a"><input id="b" aria-invalid="true"></form>');
  const field = focusFirstError(window.document.querySelector('form'));
  assert.equal(field.id, 'b');
  assert.equal(window.document.activeElement.id, 'b');
});
