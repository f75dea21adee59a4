import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LicenseSchema, type LicenseCategory } from '../../../contract/licenses';
import { pageOf, type ListQuery } from '../../../contract/pagination';
import { api } from '../../lib/api-client';

const LicensePageSchema = pageOf(LicenseSchema);

const licenseKeys = {
  all: ['licenses'] as const,
  list: (q: ListQuery) => [...licenseKeys.all, 'list', q] as const,
};

export const licensesQuery = (q: ListQuery) =>
  queryOptions({
    queryKey: licenseKeys.list(q),
    queryFn: ({ signal }) => api.get('/api/licenses/', LicensePageSchema, q, { signal }),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const CATEGORY_LABELS: Record<LicenseCategory, string> = {
  permissive: 'Permissive',
  weak_copyleft: 'Weak copyleft',
  strong_copyleft: 'Strong copyleft',
  network_copyleft: 'Network copyleft',
  public_domain: 'Public domain',
  proprietary: 'Proprietary',
  unknown: 'Unknown',
};

/** Colors of the dot in the category badge (the text stays black/white for contrast). */
export const CATEGORY_COLORS: Record<LicenseCategory, string> = {
  permissive: 'green',
  weak_copyleft: 'yellow',
  strong_copyleft: 'orange',
  network_copyleft: 'red',
  public_domain: 'teal',
  proprietary: 'grape',
  unknown: 'gray',
};
