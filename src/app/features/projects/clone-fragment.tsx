import './clone-code.css';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CloneFragments, CloneSide } from '../../../contract/clones';
import { shortCommit } from '../../lib/format';
import { useT } from '../../lib/i18n';

type Fragment = CloneFragments['a'];

/**
 * One side of a clone: its project, file and lines, the commit and author `git blame` gives its first
 * line, then its code with line numbers, or why the workspace no longer has it; `undefined` while it
 * loads, `null` when it could not be asked (the dialog says why).
 */
export function CloneFragment({
  id,
  side,
  fragment,
}: {
  id: string;
  side: CloneSide;
  fragment: Fragment | undefined | null;
}) {
  const _ = useT();
  const where = _('projects.clones.at', { file: side.file, start: side.start_line, end: side.end_line });
  return (
    <Stack component="section" aria-labelledby={id} gap={4} miw={0}>
      <Title order={3} size="h5" id={id}>
        {side.project_name}
      </Title>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {side.file}
      </Text>
      <Text size="xs" c="dimmed">
        {_('projects.clones.lines', { start: side.start_line, end: side.end_line })}
        {side.commit ? ` · ${_('projects.clones.commit', { commit: shortCommit(side.commit) })}` : ''}
        {side.author_name ? ` · ${side.author_name}` : ''}
      </Text>
      {fragment === null ? null : fragment === undefined ? (
        <Skeleton height={240} mt="xs" />
      ) : fragment.available ? (
        <section
          className="argus-clone-code"
          // A pane wider than its room scrolls sideways: the keyboard reaches it too.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1).
          tabIndex={0}
          aria-label={_('projects.clones.codeOf', { project: side.project_name, where })}
          style={{ marginTop: 'var(--mantine-spacing-xs)' }}
        >
          <pre style={{ ['--argus-clone-gutter' as string]: `${String(side.end_line).length}ch` }}>
            {fragment.lines.map((line) => (
              <span key={line.number} className="argus-clone-line">
                <span className="argus-clone-number">{line.number}</span>
                <span className="argus-clone-text">{line.text}</span>
              </span>
            ))}
          </pre>
        </section>
      ) : (
        <Alert color="yellow" mt="xs" title={_('projects.clones.unavailable')}>
          {fragment.reason ?? _('projects.clones.unavailableNoReason')}
        </Alert>
      )}
    </Stack>
  );
}
