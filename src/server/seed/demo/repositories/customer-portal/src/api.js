import { retry } from './lib/retry';

export class ApiError extends Error {
  constructor(response, body) {
    super(body?.error ?? `HTTP ${response.status}`);
    this.status = response.status;
    this.response = response;
  }
}

async function request(method, path, body, signal) {
  return retry(
    async () => {
      const response = await fetch(`/api${path}`, {
        method,
        signal,
        credentials: 'include',
        headers: body ? { 'content-type': 'application/json' } : undefined,
        body: body ? JSON.stringify(body) : undefined,
      });
      const payload = response.status === 204 ? null : await response.json();
      if (!response.ok) throw new ApiError(response, payload);
      return payload;
    },
    // Only reads are retried: a retried POST could charge twice.
    { retries: method === 'GET' ? 3 : 0, signal },
  );
}

export const invoicesQuery = (page) => ({
  queryKey: ['invoices', page],
  queryFn: ({ signal }) => request('GET', `/invoices?page=${page}`, undefined, signal),
});

export const profileQuery = () => ({
  queryKey: ['profile'],
  queryFn: ({ signal }) => request('GET', '/profile', undefined, signal),
});

export const updateProfile = (input) => request('PUT', '/profile', input);
