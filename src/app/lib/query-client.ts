import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from './error-message';

/** A 4xx will answer the same the next time: do not retry it. Network errors and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // staleTime stays 0: opening a page asks the server again, so a revoked token or a
      // change made elsewhere shows up at the next navigation.
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
