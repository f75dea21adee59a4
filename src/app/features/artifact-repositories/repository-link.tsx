import { ExternalLink } from '../../components/external-link';

/** The repository's own address, opened in a new tab; only http(s) becomes a link. */
export function RepositoryUrl({ url }: { url: string }) {
  if (!/^https?:\/\//i.test(url)) return <>{url || '—'}</>;
  return (
    <ExternalLink href={url} breakAll>
      {url}
    </ExternalLink>
  );
}
