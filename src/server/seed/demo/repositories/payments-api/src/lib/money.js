/** Amounts travel as integer minor units (cents); only the edges turn them into text. */

const MINOR_UNITS = { JPY: 0, KRW: 0, BHD: 3, KWD: 3 };

function minorUnits(currency) {
  return MINOR_UNITS[currency] ?? 2;
}

function toMinor(amount, currency) {
  const units = minorUnits(currency);
  const [whole, fraction = ''] = String(amount).split('.');
  if (fraction.length > units) throw new RangeError(`${amount} has more decimals than ${currency} allows`);
  return Number(whole) * 10 ** units + Math.sign(Number(`${whole}1`)) * Number(fraction.padEnd(units, '0') || 0);
}

function formatMoney(minor, currency, locale = 'en-US') {
  const units = minorUnits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: units,
    maximumFractionDigits: units,
  }).format(minor / 10 ** units);
}

function allocate(minor, ratios) {
  const total = ratios.reduce((sum, ratio) => sum + ratio, 0);
  const shares = ratios.map((ratio) => Math.floor((minor * ratio) / total));
  let remainder = minor - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; remainder > 0; i = (i + 1) % shares.length, remainder -= 1) shares[i] += 1;
  return shares;
}

module.exports = { minorUnits, toMinor, formatMoney, allocate };
