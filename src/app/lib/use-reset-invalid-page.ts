import { useEffect } from 'react';
import { isApiError } from './api-error';

/**
 * A list answers 404 "Invalid page." past its last page (CONTRACT §4), e.g. an
 * old link or a list that shrank: go to page 1 instead of showing an error.
 */
export function useResetInvalidPage(
  error: unknown,
  page: number,
  setPage: (page: number, options?: { replace?: boolean }) => void,
) {
  const invalid = page > 1 && isApiError(error, 404);
  useEffect(() => {
    if (invalid) setPage(1, { replace: true });
  }, [invalid, setPage]);
}
