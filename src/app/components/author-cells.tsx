import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { useT } from '../lib/i18n';

/** How many technologies a row shows before "+3 more": a list row stays a few lines high. */
const SHOWN_TECHNOLOGIES = 4;

/** An author's technologies, most changed first, as badges; `limit` shows the first few and a count of the rest. */
export function TechnologyBadges({ technologies, limit }: { technologies: readonly string[]; limit?: boolean }) {
  const _ = useT();
  if (technologies.length === 0) return <Text size="sm">—</Text>;
  const shown = limit ? technologies.slice(0, SHOWN_TECHNOLOGIES) : technologies;
  const rest = technologies.length - shown.length;
  return (
    <Group gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {shown.map((technology) => (
        <Badge component="li" key={technology} variant="default" radius="sm" tt="none" fw={500}>
          {technology}
        </Badge>
      ))}
      {rest > 0 ? (
        <Text component="li" size="xs">
          {_('components.author.moreTechnologies', { count: rest })}
        </Text>
      ) : null}
    </Group>
  );
}

/** "+1,204 −310", green and red for the eye; in words for a screen reader. */
export function LinesChanged({ added, removed }: { added: number; removed: number }) {
  const _ = useT();
  return (
    <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden>
        <Text component="span" size="sm" c="light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))">
          {_('components.author.added', { count: added })}
        </Text>{' '}
        <Text component="span" size="sm" c="var(--mantine-color-error)">
          {_('components.author.removed', { count: removed })}
        </Text>
      </span>
      <VisuallyHidden>{_('components.author.linesText', { added, removed })}</VisuallyHidden>
    </Text>
  );
}
