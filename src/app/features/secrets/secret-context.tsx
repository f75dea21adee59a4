import { Alert, Box, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SecretContext as Context } from '../../../contract/secrets';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { secretContextQuery } from './api';

/**
 * The match inside a line the server has already masked: the masked preview where it occurs (the
 * server writes it in the secret's place), else the line from the finding's column on. Never the secret:
 * the text holds none.
 */
function highlight(text: string, masked: string, column: number): ReactNode {
  const at = masked ? text.indexOf(masked) : -1;
  const [start, end] = at >= 0 ? [at, at + masked.length] : [Math.min(column - 1, text.length), text.length];
  if (start >= end) return text;
  return (
    <>
      {text.slice(0, start)}
      <mark style={{ background: 'var(--mantine-color-yellow-4)', color: 'black', borderRadius: 2 }}>
        {text.slice(start, end)}
      </mark>
      {text.slice(end)}
    </>
  );
}

/** The lines around a finding with their numbers, the finding's lines marked, from its commit in the workspace. */
export function SecretContext({ id, masked, column }: { id: number; masked: string; column: number }) {
  const _ = useT();
  const context = useQuery(secretContextQuery(id));
  if (context.isError) {
    return (
      <Alert color="red" title={_('secrets.context.loadFailed')}>
        {errorMessage(context.error)}
      </Alert>
    );
  }
  if (!context.data) return <Skeleton height={160} />;
  return <ContextLines context={context.data} masked={masked} column={column} />;
}

function ContextLines({ context, masked, column }: { context: Context; masked: string; column: number }) {
  const _ = useT();
  if (!context.available) {
    return (
      <Alert color="gray" title={_('secrets.context.unavailable')}>
        {context.reason ?? _('secrets.context.noReason')}
      </Alert>
    );
  }
  const width = String(context.lines.at(-1)?.number ?? 1).length;
  return (
    <Box
      component="figure"
      m={0}
      aria-label={_('secrets.context.label', { file: context.file })}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        overflowX: 'auto',
      }}
    >
      <Box component="pre" m={0} py="xs" fz="sm" ff="monospace" style={{ lineHeight: 1.6 }}>
        {context.lines.map((line) => (
          <Box
            key={line.number}
            component="div"
            px="sm"
            data-match={line.is_match || undefined}
            style={{
              display: 'flex',
              gap: 'var(--mantine-spacing-md)',
              background: line.is_match ? 'var(--mantine-color-yellow-light)' : undefined,
            }}
          >
            <Text
              span
              inherit
              c="dimmed"
              aria-hidden
              style={{ minWidth: `${width}ch`, textAlign: 'right', userSelect: 'none' }}
            >
              {line.number}
            </Text>
            <code style={{ whiteSpace: 'pre' }}>
              {line.is_match ? highlight(line.text, masked, column) : line.text}
            </code>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
