import { Anchor, VisuallyHidden } from '@mantine/core';
import { ExternalLinkIcon } from '../../components/icons';
import { useT } from '../../lib/i18n';

/** The repository's own address, opened in a new tab; only http(s) becomes a link. */
export function RepositoryUrl({ url }: { url: string }) {
  const _ = useT();
  if (!/^https?:\/\//i.test(url)) return <>{url || '—'}</>;
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, wordBreak: 'break-all' }}
    >
      {url}
      <ExternalLinkIcon />
      <VisuallyHidden>{_('artifact-repositories.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}
