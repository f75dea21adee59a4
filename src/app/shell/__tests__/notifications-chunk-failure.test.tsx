import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme';
import { NotificationsOnDemand } from '../notifications-on-demand';

// The container's chunk fails to load, as after a deployment replaced it while the tab was open.
vi.mock('../app-notifications', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => act(() => notifications.clean()));

describe('notifications container that does not load', () => {
  it('leaves the page standing and shows no notification', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <h1>Policies</h1>
        <NotificationsOnDemand />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ message: 'Policy saved' });
    });
    // Let the failed import settle.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { name: 'Policies' })).toBeInTheDocument();
    expect(screen.queryByText('Policy saved')).toBeNull();
  });
});
