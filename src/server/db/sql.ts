/**
 * A timestamptz column as the contract writes it (ISO 8601, UTC, milliseconds:
 * `2026-11-22T10:15:00.000Z`), named after the column. Formatted by the database, so a row reads the
 * same whether it comes as columns or as JSON (list pages come as JSON, see list-sql.ts).
 */
export function isoTime(column: string, as = column.slice(column.indexOf('.') + 1)): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${as}`;
}
