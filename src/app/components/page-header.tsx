import { Group, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** The page's one h1, its actions on the right; also sets the document title. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  useDocumentTitle(`${title} · Argus`);
  return (
    <Group justify="space-between" align="center" mb="lg" wrap="wrap" gap="sm">
      <Title order={1}>{title}</Title>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
