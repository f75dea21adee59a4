import type { Role } from '../../contract/profile';
import { msg } from './i18n';

/** How a role reads in the console (the header and the Profile page); the API value never changes. */
export const ROLE_NAMES: Record<Role, ReturnType<typeof msg>> = {
  administrator: msg('lib.role.administrator'),
  security_manager: msg('lib.role.security_manager'),
  auditor: msg('lib.role.auditor'),
  user: msg('lib.role.user'),
};
