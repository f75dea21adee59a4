import { Text, Tooltip } from '@mantine/core';
import type { Dependency } from '../../../contract/catalog';
import type { Column } from '../../components/data-table';
import { DEPENDENCY_COLUMNS } from '../../components/dependency-columns';
import { i18n, msg } from '../../lib/i18n';
import { shortDigest } from './image-columns';

const TYPE_TEXT = {
  os: msg('container-images.component.os'),
  language: msg('container-images.component.language'),
};

/** "OS package" or "Language package"; a dash where an SBOM does not say. */
function typeText(row: Dependency): string {
  return row.type ? i18n._(TYPE_TEXT[row.type]) : '—';
}

/** The layer it came from: its place from the bottom (1 first, as people count) and its short digest. */
function Layer({ row }: { row: Dependency }) {
  if (row.layer_index === null || row.layer_index === undefined) return <>—</>;
  const place = i18n._('container-images.component.layerNumber', { n: row.layer_index + 1 });
  if (!row.layer_digest) return <Text size="sm">{place}</Text>;
  return (
    <Tooltip label={row.layer_digest} openDelay={300}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }} tabIndex={0} aria-label={`${place}, ${row.layer_digest}`}>
        {place}{' '}
        <Text span size="xs" ff="monospace" c="dimmed">
          {shortDigest(row.layer_digest)}
        </Text>
      </Text>
    </Tooltip>
  );
}

const byKey = (key: string) => DEPENDENCY_COLUMNS.find((c) => c.key === key)!;

/**
 * An image's components: the dependency columns with what kind of package each is and the layer that
 * installed it (CONTRACT §17) in place of the projects count, which says nothing about an image.
 */
export const COMPONENT_COLUMNS: Column<Dependency>[] = [
  byKey('name'),
  byKey('version'),
  { key: 'type', header: msg('container-images.component.type'), nowrap: true, cell: typeText },
  { key: 'layer', header: msg('container-images.component.layer'), cell: (row) => <Layer row={row} /> },
  byKey('technology'),
  byKey('purl'),
  byKey('licenses'),
  byKey('vulnerabilities'),
];
