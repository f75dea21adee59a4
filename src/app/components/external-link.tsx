import { Anchor, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { ExternalLinkIcon } from './icons';

type ExternalLinkProps = {
  href: string;
  children: ReactNode;
  /**
   * The link's name when its text alone would not say what opens ("License text" → "License text of MIT").
   * It replaces the hidden "(opens in a new tab)" too, so it must say that itself.
   */
  label?: string;
  /** Long unbroken text, such as an address, may wrap anywhere. */
  breakAll?: boolean;
};

/** A link to another site, opened in a new tab: the icon shows it, and screen readers are told so. */
export function ExternalLink({ href, children, label, breakAll = false }: ExternalLinkProps) {
  const _ = useT();
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={label}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, wordBreak: breakAll ? 'break-all' : undefined }}
    >
      {children}
      {/* Its own box, so that long wrapping text does not squeeze the icon. */}
      <span style={{ display: 'inline-flex', flex: 'none' }}>
        <ExternalLinkIcon />
      </span>
      <VisuallyHidden>{_('components.externalLink.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}
