/**
 * Lists search with `lower(column) LIKE lower(pattern)` (list-sql.ts). PostgreSQL estimates such a
 * condition from statistics on `lower(column)`, which it gathers only when asked to: without them it
 * guesses that 0.5 % of the rows match, and for a search that matches most of 100 000 dependencies it
 * sorted the whole table instead of walking the name index (58 ms instead of 0.2 ms per page). The
 * tables that grow large get statistics on each searched expression.
 */
const SEARCHED: Record<string, string[]> = {
  dependencies: ['name', 'purl'],
  vulnerabilities: ['vulnerability_id', 'summary', 'cwe'],
  authors: ['name', 'email'],
  policy_alerts: ['dependency_purl', 'policy_name'],
  runs: ['kind', 'error'],
  webhook_deliveries: ['error'],
};

export default Object.entries(SEARCHED)
  .flatMap(([table, columns]) => [
    ...columns.map((column) => `CREATE STATISTICS ${table}_lower_${column} ON (lower(${column})) FROM ${table};`),
    `ANALYZE ${table};`,
  ])
  .join('\n');
