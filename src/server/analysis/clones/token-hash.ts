/**
 * Hashes of tokens and of token windows. A token's two 32-bit values depend on its text alone (not on
 * the order tokens were met in), so the same window gives the same 64-bit hash in every project's run:
 * that is what lets one project's fingerprints be looked up in another's.
 */

/** Murmur3's finalizer: every input bit reaches every output bit. */
function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over the UTF-16 code units from `basis`, mixed. */
function fnv1a(text: string, basis: number): number {
  let h = basis;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix32(h >>> 0);
}

/** The token's two independent 32-bit values. */
export const tokenValues = (key: string): [number, number] => [fnv1a(key, 0x811c9dc5), fnv1a(key, 0x2f6b1e3d)];

/** Odd multipliers of the two polynomial hashes (mod 2^32). */
const BASE_1 = 0x000f4243;
const BASE_2 = 0x5bd1e995;

const power = (base: number, exponent: number) => {
  let result = 1;
  for (let i = 0; i < exponent; i++) result = Math.imul(result, base);
  return result >>> 0;
};

/**
 * Writes the hash of every window of `size` consecutive tokens in `[from, to)` into `h1`/`h2` at the
 * window's first token, rolling: each token is added once and removed once.
 */
export function hashWindows(
  v1: Uint32Array,
  v2: Uint32Array,
  from: number,
  to: number,
  size: number,
  h1: Uint32Array,
  h2: Uint32Array,
): void {
  if (to - from < size) return;
  const top1 = power(BASE_1, size - 1);
  const top2 = power(BASE_2, size - 1);
  let a = 0;
  let b = 0;
  for (let i = from; i < from + size; i++) {
    a = (Math.imul(a, BASE_1) + v1[i]!) >>> 0;
    b = (Math.imul(b, BASE_2) + v2[i]!) >>> 0;
  }
  h1[from] = a;
  h2[from] = b;
  for (let p = from + 1; p + size <= to; p++) {
    a = (Math.imul((a - Math.imul(v1[p - 1]!, top1)) >>> 0, BASE_1) + v1[p + size - 1]!) >>> 0;
    b = (Math.imul((b - Math.imul(v2[p - 1]!, top2)) >>> 0, BASE_2) + v2[p + size - 1]!) >>> 0;
    h1[p] = a;
    h2[p] = b;
  }
}

/** The 64-bit hash as PostgreSQL's signed bigint, in decimal. */
export const signed64 = (high: number, low: number): string =>
  BigInt.asIntN(64, (BigInt(high) << 32n) | BigInt(low)).toString();
