import calculator from 'ae-cvss-calculator';
import type { Severity } from '../../contract/catalog';

// The package is a CommonJS bundle whose named exports Node's ESM loader cannot see: read them off the default.
const { Cvss2, Cvss3P0, Cvss3P1, Cvss4P0 } = calculator;

const V3_BASE = ['AV', 'AC', 'PR', 'UI', 'S', 'C', 'I', 'A'];
const V4_BASE = ['AV', 'AC', 'AT', 'PR', 'UI', 'VC', 'VI', 'VA', 'SC', 'SI', 'SA'];
const V2_BASE = ['AV', 'AC', 'Au', 'C', 'I', 'A'];
/** A vector is short; anything longer is not one (and is not parsed). */
const MAX_VECTOR = 400;

/** The metrics of `parts` as a map, undefined when one repeats or a base metric is missing. */
function metrics(parts: string[], base: string[]): Map<string, string> | undefined {
  const found = new Map<string, string>();
  for (const part of parts) {
    const [key, value, extra] = part.split(':');
    if (!key || !value || extra !== undefined || found.has(key)) return undefined;
    found.set(key, value);
  }
  return base.every((key) => found.has(key)) ? found : undefined;
}

const rounded = (score: number | undefined) =>
  typeof score === 'number' && Number.isFinite(score) && score >= 0 && score <= 10 ? score : null;

/**
 * The base score of a CVSS 3.0 or 3.1 vector (`CVSS:3.1/AV:N/…`) by the specification's formula
 * (FIRST, CVSS v3.1 Specification §7), null when the text is not a complete v3 vector. The
 * calculator is ae-cvss-calculator; the vector is checked here first, because it answers an
 * incomplete vector with `undefined` and a malformed one by throwing.
 */
export function cvss3Score(vector: string): number | null {
  if (vector.length > MAX_VECTOR) return null;
  const [prefix, ...parts] = vector.trim().split('/');
  if ((prefix !== 'CVSS:3.1' && prefix !== 'CVSS:3.0') || !metrics(parts, V3_BASE)) return null;
  try {
    const cvss = prefix === 'CVSS:3.1' ? new Cvss3P1(vector.trim()) : new Cvss3P0(vector.trim());
    return rounded(cvss.calculateScores().base);
  } catch {
    return null;
  }
}

/** The base score of a CVSS 4.0 vector (FIRST, CVSS v4.0 Specification, its MacroVector table), null when it is not one. */
export function cvss4Score(vector: string): number | null {
  if (vector.length > MAX_VECTOR) return null;
  const [prefix, ...parts] = vector.trim().split('/');
  if (prefix !== 'CVSS:4.0' || !metrics(parts, V4_BASE)) return null;
  try {
    return rounded(new Cvss4P0(vector.trim()).calculateScores().base);
  } catch {
    return null;
  }
}

/** The base score of a CVSS 2.0 vector (`AV:N/AC:L/Au:N/C:P/I:P/A:P`, optionally in parentheses), null when it is not one. */
export function cvss2Score(vector: string): number | null {
  if (vector.length > MAX_VECTOR) return null;
  const text = vector.trim().replace(/^\((.*)\)$/, '$1');
  if (!metrics(text.split('/'), V2_BASE)) return null;
  try {
    return rounded(new Cvss2(text).calculateScores().base);
  } catch {
    return null;
  }
}

/**
 * The qualitative rating of a score (CVSS v3.1 Specification §5: 0.1–3.9 low, 4.0–6.9 medium,
 * 7.0–8.9 high, 9.0–10.0 critical); Argus has no "none", so 0.0 reads low.
 */
export function severityOfScore(score: number): Severity {
  if (score >= 9) return 'critical';
  if (score >= 7) return 'high';
  if (score >= 4) return 'medium';
  return 'low';
}
