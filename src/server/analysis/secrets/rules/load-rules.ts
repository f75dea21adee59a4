import { readFileSync } from 'node:fs';
import { RE2JS } from 're2js';
import { parse } from 'smol-toml';
import { z } from 'zod';
import type { Allowlist, Rule, RuleSet } from './types';

/**
 * Reads the rules: Argus's own (./default-rules.toml, beside this module in the sources and beside the
 * compiled service in dist-server/), then `ARGUS_SECRETS_RULES`, whose rules replace the built-in ones of
 * the same `id` or add to them and whose global allowlists add to the built-in ones. Every mistake is an
 * error naming the file, the rule and the field, thrown before any file is scanned.
 */

const DEFAULT_RULES = new URL('./default-rules.toml', import.meta.url);

const patterns = z.array(z.string());

const allowlistSchema = z
  .object({
    description: z.string().optional(),
    condition: z.enum(['OR', 'AND', 'or', 'and']).optional(),
    commits: z.array(z.string().regex(/^[0-9a-f]{4,64}$/i, 'a commit hash')).optional(),
    paths: patterns.optional(),
    regexTarget: z.enum(['secret', 'match', 'line']).optional(),
    regexes: patterns.optional(),
    stopwords: z.array(z.string().min(1)).optional(),
  })
  .strict();

const ruleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,99}$/, 'lower-case letters, digits, ".", "_" and "-"'),
    description: z.string().min(1),
    regex: z.string().min(1),
    keywords: z.array(z.string().min(1)).optional(),
    entropy: z.number().min(0).max(8).optional(),
    secretGroup: z.number().int().min(0).optional(),
    path: z.string().optional(),
    tags: z.array(z.string()).optional(),
    allowlist: allowlistSchema.optional(),
    allowlists: z.array(allowlistSchema).optional(),
  })
  .strict();

const fileSchema = z
  .object({
    title: z.string().optional(),
    rules: z.array(ruleSchema).optional(),
    allowlist: allowlistSchema.optional(),
    allowlists: z.array(allowlistSchema).optional(),
  })
  .strict();

type RuleInput = z.infer<typeof ruleSchema>;
type AllowlistInput = z.infer<typeof allowlistSchema>;

/** A mistake in a rules file, said in words that name the file, the rule and the field. */
class RulesError extends Error {}

/** The built-in rules and, when `rulesFile` is given, that file's on top. */
export function loadRules(rulesFile: string | null): RuleSet {
  const builtIn = readRulesFile(DEFAULT_RULES, 'the built-in rules');
  if (!rulesFile) return builtIn;
  const extra = readRulesFile(rulesFile, `ARGUS_SECRETS_RULES (${rulesFile})`);
  const replaced = new Set(extra.rules.map((rule) => rule.id));
  return {
    rules: [...builtIn.rules.filter((rule) => !replaced.has(rule.id)), ...extra.rules],
    allowlists: [...builtIn.allowlists, ...extra.allowlists],
  };
}

function readRulesFile(file: string | URL, name: string): RuleSet {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new RulesError(`${name}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return parseRules(text, name);
}

/** Parses and compiles one rules file; `name` says which in errors. */
export function parseRules(text: string, name: string): RuleSet {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new RulesError(`${name}: not valid TOML: ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RulesError(`${name}: ${where(data, issue.path)}: ${issue.message}`);
  }
  const ids = new Set<string>();
  const rules = (parsed.data.rules ?? []).map((input, index) => {
    if (ids.has(input.id)) throw new RulesError(`${name}: rules[${index}] repeats the id "${input.id}"`);
    ids.add(input.id);
    return compileRule(input, `${name}: rule "${input.id}"`);
  });
  const allowlists = [...(parsed.data.allowlist ? [parsed.data.allowlist] : []), ...(parsed.data.allowlists ?? [])].map(
    (input, index) => compileAllowlist(input, `${name}: global allowlist ${index + 1}`),
  );
  return { rules, allowlists };
}

/** `rules[3].entropy` said as `rule "aws-access-key-id" (rules[3]), field entropy`. */
function where(data: unknown, path: PropertyKey[]): string {
  if (path[0] === 'rules' && typeof path[1] === 'number') {
    const id = (data as { rules?: { id?: unknown }[] }).rules?.[path[1]]?.id;
    const rule = typeof id === 'string' ? `rule "${id}" (rules[${path[1]}])` : `rules[${path[1]}]`;
    return path.length > 2 ? `${rule}, field ${path.slice(2).join('.')}` : rule;
  }
  return path.length > 0 ? `field ${path.join('.')}` : 'the file';
}

const MULTILINE = /\\n|\\r|\[\\s\\S\]|\[\\S\\s\]|\(\?[a-zA-Z]*s[a-zA-Z]*[:)]/;
/** A negated class (`[^"\r\n]`) keeps a match on its line: it does not make the regex span lines. */
const NEGATED_CLASS = /\[\^(?:\\.|[^\]\\])*\]/g;

function compileRule(input: RuleInput, name: string): Rule {
  const regex = compile(input.regex, `${name}, field regex`);
  const groups = regex.groupCount();
  if (input.secretGroup !== undefined && input.secretGroup > groups)
    throw new RulesError(`${name}, field secretGroup: ${input.secretGroup} but the regex has ${groups} groups`);
  return {
    id: input.id,
    description: input.description,
    regex,
    keywords: (input.keywords ?? []).map((keyword) => keyword.toLowerCase()),
    entropy: input.entropy ?? 0,
    secretGroup: input.secretGroup || null,
    path: input.path === undefined ? null : compile(input.path, `${name}, field path`),
    multiline: MULTILINE.test(input.regex.replace(NEGATED_CLASS, '')),
    allowlists: [...(input.allowlist ? [input.allowlist] : []), ...(input.allowlists ?? [])].map((allowlist, index) =>
      compileAllowlist(allowlist, `${name}, allowlist ${index + 1}`),
    ),
  };
}

function compileAllowlist(input: AllowlistInput, name: string): Allowlist {
  const compiled: Allowlist = {
    description: input.description ?? null,
    condition: input.condition?.toUpperCase() === 'AND' ? 'AND' : 'OR',
    commits: (input.commits ?? []).map((commit) => commit.toLowerCase()),
    paths: (input.paths ?? []).map((path, index) => compile(path, `${name}, field paths[${index}]`)),
    regexes: (input.regexes ?? []).map((regex, index) => compile(regex, `${name}, field regexes[${index}]`)),
    regexTarget: input.regexTarget ?? 'secret',
    stopwords: (input.stopwords ?? []).map((word) => word.toLowerCase()),
  };
  const criteria =
    compiled.commits.length + compiled.paths.length + compiled.regexes.length + compiled.stopwords.length;
  if (criteria === 0) throw new RulesError(`${name}: has no commits, paths, regexes or stopwords`);
  return compiled;
}

/** RE2 refuses what cannot run in linear time (backreferences, lookarounds) and repeats over 1000. */
function compile(pattern: string, name: string): RE2JS {
  try {
    return RE2JS.compile(pattern);
  } catch (error) {
    throw new RulesError(`${name}: RE2 cannot compile it: ${(error as Error).message}`);
  }
}
