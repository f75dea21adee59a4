const fetch = require('node-fetch');
const _ = require('lodash');

const RATES_URL = process.env.FX_RATES_URL || 'https://fx.corp.example/v1/rates';

async function fetchRates(base) {
  const response = await fetch(`${RATES_URL}?base=${encodeURIComponent(base)}`, { timeout: 3000 });
  if (!response.ok) throw Object.assign(new Error(`fx rates: HTTP ${response.status}`), { status: response.status });
  const body = await response.json();
  return body.rates;
}

// Rates move once a minute upstream; one fetch per base currency and minute is plenty.
const ratesFor = _.memoize(fetchRates, (base) => `${base}:${Math.floor(Date.now() / 60_000)}`);

async function convert(minor, from, to) {
  if (from === to) return minor;
  const rates = await ratesFor(from);
  if (!rates[to]) throw Object.assign(new Error(`no rate ${from}->${to}`), { status: 422 });
  return Math.round(minor * rates[to]);
}

module.exports = { convert };
