import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../theme';
import { NotificationsOnDemand } from '../notifications-on-demand';

afterEach(() => act(() => notifications.clean()));

describe('notifications container on demand', () => {
  it('loads no container until a notification is shown, then shows at most three at once', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <NotificationsOnDemand />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ message: 'Policy saved' });
    });
    expect(await screen.findByText('Policy saved')).toBeInTheDocument();
    act(() => {
      for (const message of ['Run started', 'Webhook paused', 'Token regenerated']) notifications.show({ message });
    });
    expect(await screen.findByText('Webhook paused')).toBeInTheDocument();
    // The fourth waits in the queue until one of the three closes.
    expect(screen.queryByText('Token regenerated')).toBeNull();
    // The test window matches no media query: a phone's place, under the header (app-notifications.tsx).
    expect(screen.getByText('Policy saved').closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
  });
});
