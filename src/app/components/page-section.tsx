import { Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** A part of a page under its own h2; `id` names the heading that labels the section. */
export function PageSection({
  id,
  title,
  gap = 'sm',
  children,
}: {
  id: string;
  title: string;
  /** Space under the heading. */
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb={gap}>
        {title}
      </Title>
      {children}
    </section>
  );
}
