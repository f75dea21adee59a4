import { ExternalLink } from '../../components/external-link';
import { FilledBadge, TONES } from '../../components/filled-badge';
import { useT } from '../../lib/i18n';

/** The repository's own address, opened in a new tab; only http(s) becomes a link. */
export function RepositoryUrl({ url }: { url: string }) {
  if (!/^https?:\/\//i.test(url)) return <>{url || '—'}</>;
  return (
    <ExternalLink href={url} breakAll>
      {url}
    </ExternalLink>
  );
}

/** Whether credentials are stored: all anyone ever learns of them (they are write-only). */
export function CredentialsBadge({ has }: { has: boolean }) {
  const _ = useT();
  return (
    <FilledBadge tone={has ? TONES.good : TONES.idle}>
      {has ? _('artifact-repositories.credentials.stored') : _('artifact-repositories.credentials.none')}
    </FilledBadge>
  );
}
