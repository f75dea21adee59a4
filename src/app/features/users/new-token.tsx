import { ShownOnce } from '../../components/shown-once';
import { useT } from '../../lib/i18n';

/** A user's new token, shown once: the server keeps only a hash of it. */
export function NewToken({ username, token }: { username: string; token: string }) {
  const _ = useT();
  return (
    <ShownOnce
      value={token}
      text={{
        title: _('users.token.title', { username }),
        note: _('users.token.copyNow'),
        label: _('users.token.label', { username }),
        copy: _('users.token.copy'),
        copied: _('users.token.copied'),
      }}
    />
  );
}
