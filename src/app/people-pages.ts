/**
 * The Users and Audit log pages' loaders, one step away from the route table: their lists of chunks
 * to preload live here instead of in the entry chunk, which the login page loads too (its budget).
 */
export const loadUsersPage = () =>
  import('./features/users/users-page').then((module) => ({ Component: module.UsersPage }));

export const loadAuditLogPage = () =>
  import('./features/audit-log/audit-log-page').then((module) => ({ Component: module.AuditLogPage }));
