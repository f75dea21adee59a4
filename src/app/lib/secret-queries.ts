import { queryOptions } from '@tanstack/react-query';
import { SecretCountsSchema, type SecretStatus } from '../../contract/secrets';
import { api } from './api-client';
import { msg } from './i18n';
import { translatedLabels } from './translated-labels';

/**
 * Secret findings are counted on a project's page and triaged on the Secrets pages (CONTRACT §18); the
 * counts' key lives here so a triage on one refreshes the other (features do not import each other).
 */
export const secretKeys = {
  all: ['secret_findings'] as const,
  counts: (project: number | undefined) => [...secretKeys.all, 'counts', project ?? null] as const,
};

/** Findings by status, of one project or (no `project`) of every one. */
export const secretCountsQuery = (project?: number) =>
  queryOptions({
    queryKey: secretKeys.counts(project),
    queryFn: ({ signal }) =>
      api.get('/api/secrets/findings/counts/', SecretCountsSchema, project === undefined ? {} : { project }, {
        signal,
      }),
  });

/** How a finding's status reads, in the console's language; the API value never changes. */
export const SECRET_STATUS_LABELS: Record<SecretStatus, string> = translatedLabels({
  new: msg('lib.secretStatus.new'),
  true_positive: msg('lib.secretStatus.truePositive'),
  false_positive: msg('lib.secretStatus.falsePositive'),
  fixed: msg('lib.secretStatus.fixed'),
});
