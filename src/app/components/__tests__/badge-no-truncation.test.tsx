import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Badge } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { LICENSE_CATEGORY_LABELS } from '../../lib/license-category-labels';
import { renderWithProviders } from '../../test/render';
import { FilledBadge } from '../filled-badge';
import { LevelBadge } from '../level-badge';

/**
 * Mantine's own Badge CSS clips the label with an ellipsis (overflow hidden on the root and the label).
 * Tests run without CSS, so the stylesheet is put on the page here and the computed style is read: the
 * theme's Badge default (theme.ts) must win for every badge, wrapped or not, in Russian too.
 */
const style = document.createElement('style');
beforeAll(() => {
  style.textContent = readFileSync(join(process.cwd(), 'node_modules/@mantine/core/styles/Badge.css'), 'utf8');
  document.head.append(style);
});
afterAll(() => style.remove());
beforeEach(() => activateLanguage('ru'));

function expectWhole(text: string) {
  const label = screen.getByText(text);
  expect(label).toHaveClass('mantine-Badge-label');
  const root = label.closest('.mantine-Badge-root');
  expect(root).not.toBeNull();
  const labelStyle = getComputedStyle(label);
  expect(labelStyle.textOverflow).not.toBe('ellipsis');
  expect(labelStyle.overflow).toBe('visible');
  const rootStyle = getComputedStyle(root!);
  expect(rootStyle.overflow).toBe('visible');
  // A table column cannot squeeze the badge below its text: the text is never cut.
  expect(rootStyle.minWidth).toBe('max-content');
}

describe('badges in a narrow column', () => {
  it('the stylesheet on the page does clip a label the theme does not reach (so the checks below can fail)', () => {
    const probe = document.createElement('span');
    probe.className = 'm_5add502a';
    document.body.append(probe);
    expect(getComputedStyle(probe).textOverflow).toBe('ellipsis');
    probe.remove();
  });

  it('a level badge reads "Критический" whole', () => {
    renderWithProviders(
      <div style={{ width: 40 }}>
        <LevelBadge level="critical" />
      </div>,
    );
    expectWhole('Критический');
  });

  it('a status badge and a plain badge (a license category) read whole', () => {
    renderWithProviders(
      <div style={{ width: 40 }}>
        <FilledBadge tone={{ color: 'gray.3', c: 'dark.9' }}>Доставок ещё не было</FilledBadge>
        <Badge variant="dot" color="teal">
          {LICENSE_CATEGORY_LABELS.public_domain}
        </Badge>
      </div>,
    );
    expectWhole('Доставок ещё не было');
    expectWhole('Общественное достояние');
  });
});
