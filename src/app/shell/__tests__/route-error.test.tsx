import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RouteError } from '../route-error';

/** A page that throws while `broken` is set. */
let broken = true;
function Flaky() {
  if (broken) throw new Error('Unexpected response from /api/licenses/: results.0.spdx_id: expected string');
  return <h1>Recovered</h1>;
}

describe('route error boundary', () => {
  it('says what failed and renders the page again on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(null, {
      route: '/licenses',
      routes: [{ path: '/licenses', element: <Flaky />, errorElement: <RouteError standalone /> }],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByText(/results\.0\.spdx_id: expected string/)).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });
});
