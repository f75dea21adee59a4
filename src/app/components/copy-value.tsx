import { ActionIcon, CopyButton, Group, Text } from '@mantine/core';
import { useT } from '../lib/i18n';
import { Breakable } from './breakable';
import { CheckIcon, CopyIcon } from './icons';

type CopyValueProps = {
  value: string;
  /** Shown instead of the value, e.g. a shortened digest; the whole value is copied. */
  display?: string;
  size?: 'xs' | 'sm' | 'md';
};

/** A machine value (purl, digest) in monospace with a button that copies it. */
export function CopyValue({ value, display, size = 'sm' }: CopyValueProps) {
  const _ = useT();
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Text ff="monospace" size={size} style={{ overflowWrap: 'break-word' }} title={display ? value : undefined}>
        <Breakable text={display ?? value} />
      </Text>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <ActionIcon
            variant="default"
            size="sm"
            onClick={copy}
            // The name carries the value: a table has one of these per row.
            aria-label={copied ? _('components.copy.copied', { value }) : _('components.copy.copy', { value })}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}
