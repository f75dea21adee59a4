import { type ProjectInput, ProjectInputSchema, type RepoAuth } from '../../contract/projects';
import type { FieldErrors } from '../../contract/errors';
import type { Queryable } from '../db/database';
import { type ProjectRow, projectNameTaken } from '../db/repositories/projects';
import { toFieldErrors } from '../validation/field-errors';
import { unknownIds } from '../validation/unknown-ids';
import { ValidationFailed } from '../errors';
import { refusedRepository } from './repository-url-rules';

/** Fills the contract's defaults: VCS projects track `main` in `source`, CLI projects report from `build`. */
function withDefaults(input: ProjectInput): ProjectRow {
  const vcs = input.type === 'vcs';
  return {
    name: input.name.trim(),
    type: input.type,
    repo_url: vcs ? (input.repo_url ?? null) : null,
    repo_ref_name: vcs ? (input.repo_ref_name ?? 'main') : null,
    stage: input.stage ?? (vcs ? 'source' : 'build'),
    proprietor: input.proprietor ?? null,
    is_active: input.is_active ?? true,
  };
}

/**
 * Validates a project write (create, or update of `existing`) against the contract and the database;
 * throws ValidationFailed naming every wrong field, so nothing is stored when anything is wrong.
 */
export type ValidProject = {
  row: ProjectRow;
  /** `undefined` keeps the stored credentials, `null` clears them (CONTRACT §15, write-only). */
  repoAuth: RepoAuth | null | undefined;
};

/** `file://` and literal non-public hosts are refused at write time unless local repositories are allowed. */
export type RepositoryRules = { allowLocal: boolean };

export async function validateProject(
  db: Queryable,
  input: unknown,
  existing: { id: number; type: string } | undefined,
  rules: RepositoryRules,
): Promise<ValidProject> {
  const raw = (input ?? {}) as { name?: unknown; type?: unknown; proprietor?: unknown };
  // On update the stored type is the one the other fields are judged by; a different one is its own error.
  const parsed = ProjectInputSchema.safeParse(existing ? { ...raw, type: existing.type } : raw);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error, raw);
  if (existing && raw.type !== undefined && raw.type !== existing.type) {
    errors.type = ['The type of a project cannot be changed after creation.'];
  }
  if (typeof raw.name === 'string' && raw.name.trim() && !errors.name) {
    if (await projectNameTaken(db, raw.name.trim(), existing?.id)) {
      errors.name = ['A project with this name already exists.'];
    }
  }
  if (typeof raw.proprietor === 'number' && !errors.proprietor) {
    const unknown = await unknownIds(db, 'proprietors', [raw.proprietor]);
    if (unknown.length) errors.proprietor = unknown;
  }
  if (parsed.success && parsed.data.type === 'vcs' && parsed.data.repo_url && !errors.repo_url) {
    const refused = refusedRepository(parsed.data.repo_url, rules.allowLocal);
    if (refused) errors.repo_url = [refused];
  }
  if (Object.keys(errors).length > 0 || !parsed.success) throw new ValidationFailed(errors);
  return { row: withDefaults(parsed.data), repoAuth: parsed.data.repo_auth };
}
