import type { User } from '../../contract/users';
import { UserInputSchema } from '../../contract/users';
import type { Queryable } from '../db/database';
import { lockActiveAdministrators, type UserWrite, usernameTaken } from '../db/repositories/users';
import { ValidationFailed } from '../errors';
import { toFieldErrors } from '../validation/field-errors';

const LAST_ADMINISTRATOR = 'The last active administrator can be neither deactivated nor demoted.';

/**
 * A user's write fields judged whole: the contract schema, a username no other user has (without
 * regard to case), and never leaving the installation without an active administrator.
 */
export async function validateUser(db: Queryable, input: unknown, existing?: User): Promise<UserWrite> {
  const parsed = UserInputSchema.safeParse(input);
  const errors = parsed.success ? {} : toFieldErrors(parsed.error, input);
  if (parsed.success && (await usernameTaken(db, parsed.data.username, existing?.id))) {
    errors.username = ['A user with that username already exists.'];
  }
  if (!parsed.success || Object.keys(errors).length) throw new ValidationFailed(errors);
  const values: UserWrite = {
    first_name: '',
    last_name: '',
    email: '',
    ...parsed.data,
    is_active: parsed.data.is_active ?? true,
  };
  const stillAdministrator = values.role === 'administrator' && values.is_active;
  if (existing?.role === 'administrator' && existing.is_active && !stillAdministrator) {
    const administrators = await lockActiveAdministrators(db);
    if (administrators.every((id) => id === existing.id)) {
      throw new ValidationFailed({ non_field_errors: [LAST_ADMINISTRATOR] });
    }
  }
  return values;
}
