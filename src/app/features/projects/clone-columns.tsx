import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Clone, CloneSide } from '../../../contract/clones';
import { Breakable } from '../../components/breakable';
import type { Column } from '../../components/data-table';
import { formatNumber } from '../../lib/format';
import { i18n, msg, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { CloneLevelBadge } from './clone-level';

/** "src/lib/retry.js, lines 12–40": where a fragment is, in words (labels, the side-by-side view's headings). */
const sideText = (side: CloneSide) =>
  i18n._('projects.clones.at', { file: side.file, start: side.start_line, end: side.end_line });

function SideCell({ side }: { side: CloneSide }) {
  const _ = useT();
  return (
    <>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'break-word' }}>
        <Breakable text={side.file} />
      </Text>
      <Text size="xs" c="dimmed">
        {_('projects.clones.lines', { start: side.start_line, end: side.end_line })}
      </Text>
    </>
  );
}

/**
 * A project's clones: its fragment (side `a`, always in this project), the duplicate, the other project
 * when the duplicate is in another one, the size and level, and the button that opens both side by side.
 */
export function cloneColumns(projectId: number, onCompare: (clone: Clone) => void): Column<Clone>[] {
  return [
    { key: 'a', header: msg('projects.clones.fragment'), cell: (clone) => <SideCell side={clone.a} />, minWidth: 200 },
    { key: 'b', header: msg('projects.clones.duplicate'), cell: (clone) => <SideCell side={clone.b} />, minWidth: 200 },
    {
      key: 'other',
      header: msg('projects.clones.otherProject'),
      cell: (clone) =>
        clone.b.project_id === projectId ? (
          '—'
        ) : (
          <Anchor component={Link} to={paths.project(clone.b.project_id)} size="sm">
            {clone.b.project_name}
          </Anchor>
        ),
    },
    {
      key: 'lines',
      header: msg('projects.clones.linesCount'),
      cell: (clone) => formatNumber(clone.lines),
      nowrap: true,
    },
    { key: 'level', header: msg('projects.clones.level'), cell: (clone) => <CloneLevelBadge level={clone.level} /> },
    {
      key: 'actions',
      header: msg('projects.clones.actions'),
      nowrap: true,
      cell: (clone) => (
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => onCompare(clone)}
          aria-label={i18n._('projects.clones.compareLabel', { a: sideText(clone.a), b: sideText(clone.b) })}
        >
          {i18n._('projects.clones.compare')}
        </Button>
      ),
    },
  ];
}
