import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from '../../components/external-link';
import { projects } from '../../lib/catalog-queries';
import { shortCommit } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { commitUrl } from './commit-url';

/** Names change rarely; rows of one page that name the same project share one request. */
const PROJECT_STALE_MS = 5 * 60_000;

/**
 * A commit by its short id, linked to the forge's page of it when the project's repository URL says
 * where that is (commit-url.ts). A null commit is the checked-out tree.
 */
export function CommitRef({ projectId, commit }: { projectId: number; commit: string | null }) {
  const _ = useT();
  const project = useQuery({ ...projects.detail(projectId), staleTime: PROJECT_STALE_MS, retry: false });
  if (commit === null) {
    return (
      <Text span size="sm" c="dimmed">
        {_('secrets.workingTree')}
      </Text>
    );
  }
  const url = commitUrl(project.data?.repo_url, commit);
  const short = shortCommit(commit);
  if (!url) {
    return (
      <Text span size="sm" ff="monospace" title={commit}>
        {short}
      </Text>
    );
  }
  return (
    <ExternalLink href={url} label={_('secrets.commitLink', { commit: short })}>
      <Text span size="sm" ff="monospace">
        {short}
      </Text>
    </ExternalLink>
  );
}
