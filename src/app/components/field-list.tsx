import { Box, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type Field = { label: string; value: ReactNode };

/** A record's fields as a description list; skeletons while `loading`. */
export function FieldList({ fields, loading = false }: { fields: Field[]; loading?: boolean }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(9rem, max-content) minmax(0, 1fr)',
        columnGap: 'var(--mantine-spacing-lg)',
        rowGap: 'var(--mantine-spacing-xs)',
      }}
    >
      {fields.map((field) => (
        <div key={field.label} style={{ display: 'contents' }}>
          <Text component="dt" fw={600} size="sm">
            {field.label}
          </Text>
          <Text component="dd" m={0} size="sm">
            {loading ? <Skeleton height={14} width={160} mt={3} /> : field.value}
          </Text>
        </div>
      ))}
    </Box>
  );
}
