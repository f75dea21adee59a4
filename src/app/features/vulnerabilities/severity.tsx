import type { Severity } from '../../../contract/catalog';
import { FilledBadge, type Tone } from '../../components/filled-badge';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { SEVERITY_LABELS } from '../../lib/severity-labels';

/**
 * Background and text pairs that pass WCAG AA (≥ 4.5:1) in both color schemes;
 * the word is always there, so the colour is never the only cue.
 */
const TONES: Record<Severity, Tone> = {
  critical: { color: 'red.9', c: 'white' }, // 6.1:1
  high: { color: 'orange.6', c: 'black' }, // 8.4:1
  medium: { color: 'yellow.4', c: 'black' }, // 14:1
  low: { color: 'gray.3', c: 'black' }, // 15:1
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  useT(); // the label is read in the console's language: render again when it changes
  return <FilledBadge tone={TONES[severity]}>{SEVERITY_LABELS[severity]}</FilledBadge>;
}

/** "7.5" / "7,5": a CVSS score has one decimal. */
export const formatScore = (score: number | null) =>
  score === null ? '—' : formatNumber(score, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Where the advisory is published, for the ids whose home is known. */
export function advisoryUrl(vulnerabilityId: string): string | null {
  if (/^CVE-\d{4}-\d+$/i.test(vulnerabilityId))
    return `https://nvd.nist.gov/vuln/detail/${vulnerabilityId.toUpperCase()}`;
  if (/^GHSA(-[23456789cfghjmpqrvwx]{4}){3}$/i.test(vulnerabilityId))
    return `https://github.com/advisories/${vulnerabilityId}`;
  return null;
}

export function cweUrl(cwe: string): string | null {
  const number = /^CWE-(\d+)$/i.exec(cwe)?.[1];
  return number ? `https://cwe.mitre.org/data/definitions/${number}.html` : null;
}
