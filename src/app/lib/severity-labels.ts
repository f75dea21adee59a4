import type { Severity } from '../../contract/catalog';
import { msg } from './i18n';
import { translatedLabels } from './translated-labels';

/** A vulnerability's severity as it reads in the console (vulnerabilities, policy conditions); the API value never changes. */
export const SEVERITY_LABELS: Record<Severity, string> = translatedLabels({
  low: msg('lib.severity.low'),
  medium: msg('lib.severity.medium'),
  high: msg('lib.severity.high'),
  critical: msg('lib.severity.critical'),
});
