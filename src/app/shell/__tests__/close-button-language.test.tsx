import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { NotificationsOnDemand } from '../notifications-on-demand';

afterEach(() => act(() => notifications.clean()));

/** A notification and a modal that name no close label of their own, as most of the console's do not. */
function Page() {
  return (
    <>
      <NotificationsOnDemand />
      <Modal opened onClose={() => {}} title="Dialog">
        {null}
      </Modal>
    </>
  );
}

describe("Mantine's close buttons (issue 29)", () => {
  it('are named in the console language, and follow a switch of it', async () => {
    await activateLanguage('ru');
    renderWithProviders(<Page />);
    act(() => {
      notifications.show({ message: 'Политика сохранена' });
    });
    const notification = (await screen.findByText('Политика сохранена')).closest<HTMLElement>(
      '.mantine-Notification-root',
    )!;
    expect(within(notification).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Dialog' });
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(within(notification).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
