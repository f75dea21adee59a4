import type { MessageDescriptor } from '@lingui/core';
import type { Severity } from '../../../contract/catalog';
import { msg } from '../../lib/i18n';

// Apart from the catalog's words (condition-labels.ts), which only the form needs: the list and the
// policy page read values in sentences and load these alone.
export const SEVERITY_LABELS: Record<Severity, MessageDescriptor> = {
  low: msg('policies.severity.low'),
  medium: msg('policies.severity.medium'),
  high: msg('policies.severity.high'),
  critical: msg('policies.severity.critical'),
};

/** The values of the `relation` condition (conditionValueError accepts these two). */
export const RELATIONS = ['direct', 'transitive'] as const;
export const RELATION_LABELS: Record<(typeof RELATIONS)[number], MessageDescriptor> = {
  direct: msg('policies.relation.direct'),
  transitive: msg('policies.relation.transitive'),
};
