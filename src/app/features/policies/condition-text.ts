import type { Severity } from '../../../contract/catalog';
import { conditionByKey } from '../../../contract/conditions';
import { yesNo } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { RELATION_LABELS, SEVERITY_LABELS } from './value-labels';

/** "a, b" ↔ ["a", "b"]: list conditions are comma-separated strings in the API. */
export const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A stored value as a person reads it: Yes/No, a list with spaces, a severity or relation by its label. */
export function conditionValueText(key: string, value: string): string {
  switch (conditionByKey(key)?.value_type) {
    case 'boolean':
      return value === 'true' || value === 'false' ? yesNo(value === 'true') : value;
    case 'list':
      return splitList(value).join(', ');
    case 'severity': {
      const label = SEVERITY_LABELS[value as Severity];
      return label ? i18n._(label) : value;
    }
    default: {
      const label = key === 'relation' ? RELATION_LABELS[value as keyof typeof RELATION_LABELS] : undefined;
      return label ? i18n._(label) : value;
    }
  }
}
