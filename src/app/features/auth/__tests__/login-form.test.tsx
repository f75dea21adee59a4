import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { LoginRoute } from '../login-route';

// The login page's form runs on plain-form.ts rather than react-hook-form (issue 19); these pin the
// behaviour it keeps from react-hook-form's defaults.
function renderLogin() {
  return renderWithProviders(null, {
    route: '/login',
    routes: [
      { path: '/login', element: <LoginRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
}

describe('login form', () => {
  beforeAll(() => import('../sign-in'));

  it('an empty token: the message next to the field, the field focused, nothing sent', async () => {
    const { fetchMock } = mockFetch(() => json({}));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const input = screen.getByLabelText('API token');
    expect(await screen.findByText('Enter your API token')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Enter your API token');
    expect(input).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a submit, editing the field checks it again: the message goes once the token is there', async () => {
    mockFetch(() => json({ detail: 'Invalid token.' }, 401));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your API token')).toBeInTheDocument();
    await user.paste(TOKEN);
    expect(screen.queryByText('Enter your API token')).not.toBeInTheDocument();
    expect(screen.getByLabelText('API token')).not.toHaveAttribute('aria-invalid');
  });

  it("the server's answer about the token stays until the token is edited", async () => {
    mockFetch(() => json({ detail: 'Invalid token.' }, 401));
    const { user } = renderLogin();
    await user.click(screen.getByLabelText('API token'));
    await user.paste('not-a-token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This token was rejected by the server')).toBeInTheDocument();
    await user.type(screen.getByLabelText('API token'), 'x');
    expect(screen.queryByText('This token was rejected by the server')).not.toBeInTheDocument();
  });

  it('focuses the token once, on load: focus stays where the user puts it afterwards', async () => {
    mockFetch(() => json({}));
    const { user } = renderLogin();
    const token = screen.getByLabelText('API token');
    await waitFor(() => expect(token).toHaveFocus());
    const advanced = screen.getByRole('button', { name: 'Advanced' });
    await user.click(advanced);
    expect(advanced).toHaveFocus();
    // After an invalid submit every edit re-checks (and re-renders) the form; the focus stays in the field.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your API token')).toBeInTheDocument();
    const baseUrl = screen.getByLabelText('API base URL');
    await user.click(baseUrl);
    await user.type(baseUrl, 'https://argus.example');
    expect(baseUrl).toHaveFocus();
    expect(baseUrl).toHaveValue('https://argus.example');
    expect(token).toHaveValue('');
  });
});
