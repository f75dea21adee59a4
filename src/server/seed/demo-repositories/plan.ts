import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * How a commit sets a file: `final` is the shipped file; `delete` removes it; `text` is the given content
 * (for what the shipped tree no longer has); otherwise the shipped file without the `without_lines`
 * ranges ([first, last], 1-based, inclusive), then without its last `drop_last` lines, then with each
 * `replace` [found, put] pair applied (every `found` must occur). A path ending in `/` takes `final` or
 * `delete` for every file under it.
 */
const Line = z.number().int().positive();
const EditSchema = z.union([
  z.literal('final'),
  z.literal('delete'),
  z.strictObject({ text: z.string() }),
  z
    .strictObject({
      without_lines: z
        .array(z.tuple([Line, Line]))
        .min(1)
        .optional(),
      drop_last: Line.optional(),
      replace: z
        .array(z.tuple([z.string().min(1), z.string()]))
        .min(1)
        .optional(),
    })
    .refine((e) => e.without_lines || e.drop_last || e.replace, 'an edit says what differs from the shipped file'),
]);
export type Edit = z.infer<typeof EditSchema>;

const CommitSchema = z.strictObject({
  /** A name for `branches` to point at. */
  id: z.string().optional(),
  /** The branch the commit is made on (the plan's `ref` unless said). */
  branch: z.string().optional(),
  /** Where a new branch starts: the tip of this branch (the plan's `ref` unless said). */
  from: z.string().optional(),
  /** An email of authors.json, or `Name <email>` for anyone else. The committer is the author. */
  author: z.string(),
  date: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?(Z|[+-]\d\d:\d\d)$/, 'an ISO 8601 date with its offset'),
  message: z.string().min(1),
  files: z.record(z.string(), EditSchema).default({}),
  /** Merges this branch's tip into `branch`; the merged branch is not kept. */
  merge: z.string().optional(),
  /** An annotated tag on this commit, by its author. */
  tag: z.string().optional(),
});
export type PlannedCommit = z.infer<typeof CommitSchema>;

const PlanSchema = z.strictObject({
  /** The branch HEAD names, whose last commit holds exactly the shipped tree. */
  ref: z.string(),
  commits: z.array(CommitSchema).min(1),
  /** Further branches left pointing at a commit (by id). */
  branches: z.record(z.string(), z.string()).default({}),
});
export type Plan = z.infer<typeof PlanSchema>;

const AuthorsSchema = z.array(z.object({ name: z.string(), email: z.string() }));

export type Identity = { name: string; email: string };

/** The histories (histories.json) and the people they name (authors.json), from the demo folder. */
export function readPlans(demoDir: string): { plans: Map<string, Plan>; people: Map<string, Identity> } {
  const read = (name: string) => JSON.parse(readFileSync(join(demoDir, name), 'utf8'));
  const plans = z.record(z.string(), PlanSchema).parse(read('histories.json'));
  const people = new Map(AuthorsSchema.parse(read('authors.json')).map((a) => [a.email, a]));
  return { plans: new Map(Object.entries(plans)), people };
}

/** `a@b` (someone of authors.json) or `Name <a@b>`. */
export function identityOf(author: string, people: Map<string, Identity>): Identity {
  const full = /^([^<>\n]+) <([^<>\s]+)>$/.exec(author);
  if (full) return { name: full[1]!, email: full[2]! };
  const known = people.get(author);
  if (!known) throw new Error(`unknown author ${author}: not in authors.json, and not "Name <email>"`);
  return known;
}

/** `2026-03-02T09:15:00+01:00` → git's raw date, `1772439300 +0100`. */
export function rawDate(iso: string): string {
  const offset = /(Z|[+-]\d\d:\d\d)$/.exec(iso)![1]!;
  const seconds = Date.parse(iso) / 1000;
  if (!Number.isInteger(seconds)) throw new Error(`bad date ${iso}`);
  return `${seconds} ${offset === 'Z' ? '+0000' : offset.replace(':', '')}`;
}
