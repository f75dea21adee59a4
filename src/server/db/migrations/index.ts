import users from './001-users';
import licenses from './002-licenses';

/** Versioned migrations, applied in order at start; never edit one that has shipped, add the next. */
export const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  { version: 1, name: 'users', sql: users },
  { version: 2, name: 'licenses', sql: licenses },
];
