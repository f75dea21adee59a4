import { liveRunQuery, liveRunsQuery } from '../../lib/run-queries';

/** The runs are shared (a project's page follows its runs too); the runs pages follow them live. */
export const runsQuery = liveRunsQuery;
export const runQuery = liveRunQuery;
