import { Badge } from '@mantine/core';
import type { Severity } from '../../../contract/catalog';

export const SEVERITY_LABELS: Record<Severity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/**
 * Background and text pairs that pass WCAG AA (≥ 4.5:1) in both color schemes;
 * the word is always there, so the colour is never the only cue.
 */
const STYLES: Record<Severity, { bg: string; fg: string }> = {
  critical: { bg: 'red.9', fg: 'white' }, // 6.1:1
  high: { bg: 'orange.6', fg: 'black' }, // 8.4:1
  medium: { bg: 'yellow.4', fg: 'black' }, // 14:1
  low: { bg: 'gray.3', fg: 'black' }, // 15:1
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { bg, fg } = STYLES[severity];
  return (
    // Mantine's badge reports no minimum width, so a table column would squeeze it to "CRITIC…".
    <Badge variant="filled" color={bg} c={fg} radius="sm" style={{ minWidth: 'max-content' }}>
      {SEVERITY_LABELS[severity]}
    </Badge>
  );
}

export const formatScore = (score: number | null) => (score === null ? '—' : score.toFixed(1));

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
