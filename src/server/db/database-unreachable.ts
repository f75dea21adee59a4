/** PostgreSQL (DATABASE_URL) did not answer at start: the message says where and why, without the password. */
export class DatabaseUnreachableError extends Error {}
