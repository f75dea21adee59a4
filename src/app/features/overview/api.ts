import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ClonesOverviewSchema } from '../../../contract/clones';
import { DashboardSchema, TrendsSchema } from '../../../contract/dashboard';
import { api } from '../../lib/api-client';

/** The service recounts every few seconds; an open overview asks again twice a minute. */
const REFRESH_MS = 30_000;

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api.get('/api/dashboard/', DashboardSchema, undefined, { signal }),
    refetchInterval: REFRESH_MS,
  });

export type TrendDays = 30 | 90;

export const trendsQuery = (days: TrendDays) =>
  queryOptions({
    queryKey: ['dashboard', 'trends', days],
    queryFn: ({ signal }) => api.get('/api/dashboard/trends/', TrendsSchema, { days }, { signal }),
    // Switching 30 ↔ 90 keeps the old table until the new one arrives.
    placeholderData: keepPreviousData,
  });

/** CONTRACT §19: the projects with the most duplicated code and the pairs of projects that share the most. */
export const clonesOverviewQuery = () =>
  queryOptions({
    queryKey: ['clones', 'overview'],
    queryFn: ({ signal }) => api.get('/api/clones/overview/', ClonesOverviewSchema, undefined, { signal }),
    refetchInterval: REFRESH_MS,
  });
