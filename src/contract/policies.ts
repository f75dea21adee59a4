import { z } from 'zod';
import {
  COMBINATORS,
  CONDITION_TREE_JSON_SCHEMA,
  type ConditionGroup,
  ConditionTreeRecordSchema,
  cleanTree,
  conditionTreeIssues,
  OPERATORS,
} from './condition-tree';
import { CONDITION_VALUE_TYPES, conditionValueError } from './conditions';
import { NON_FIELD_ERRORS } from './errors';
import { StageSchema } from './stages';

export const LEVELS = ['info', 'warning', 'critical'] as const;
export const LevelSchema = z.enum(LEVELS, { error: 'Must be one of: info, warning, critical.' });
export type Level = z.infer<typeof LevelSchema>;

export const CONNECTORS = COMBINATORS;

const ids = (what: string) =>
  z.array(
    z
      .number({ error: `Must be ${what} ids.` })
      .int()
      .positive(),
    { error: `Must be a list of ${what} ids.` },
  );

/** `condition_tree` as written: judged node by node, each message at its rule's path (CONTRACT §12). */
const ConditionTreeInputSchema = z
  .unknown()
  .transform((tree, ctx) => {
    const issues = conditionTreeIssues(tree);
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: tree });
    return issues.length > 0 ? z.NEVER : cleanTree(tree as ConditionGroup);
  })
  .meta(CONDITION_TREE_JSON_SCHEMA);

const BLOCK_DELAY = 'A whole number of days from 1 to 365, or null.';

/**
 * CONTRACT §5 Policy write fields and §12: the conditions come either flat (`conditions` +
 * `conditions_connector`) or as `condition_tree`, never both; defaults the contract names are given
 * by the service when it stores the policy (the flat form's connector is `and`, no block delay), so
 * that what a client sent stays visible here.
 */
const PolicyFieldsSchema = z.object({
  name: z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(255, 'At most 255 characters.'),
  description: z.string().max(5000, 'At most 5000 characters.').default(''),
  stages: z
    .array(StageSchema, { error: 'Must be a list of stages.' })
    .min(1, 'Choose at least one stage.')
    .refine((stages) => new Set(stages).size === stages.length, 'A stage is listed twice.'),
  level: LevelSchema,
  proprietors: ids('proprietor').default([]),
  projects: ids('project').default([]),
  conditions: z
    .record(z.string(), z.string({ error: 'A condition value is a string.' }), {
      error: 'Must be an object of condition values.',
    })
    .superRefine((conditions, ctx) => {
      const keys = Object.keys(conditions);
      if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'Add at least one condition.' });
      for (const key of keys) {
        const error = conditionValueError(key, conditions[key]!);
        if (error) ctx.addIssue({ code: 'custom', path: [key], message: error });
      }
    })
    .optional(),
  conditions_connector: z.enum(CONNECTORS, { error: 'Must be "and" or "or".' }).optional(),
  condition_tree: ConditionTreeInputSchema.optional(),
  block_delay_days: z
    .number({ error: BLOCK_DELAY })
    .int(BLOCK_DELAY)
    .min(1, BLOCK_DELAY)
    .max(365, BLOCK_DELAY)
    .nullable()
    .optional(),
  is_active: z.boolean({ error: 'Must be true or false.' }).default(true),
  is_blocks_build: z.boolean({ error: 'Must be true or false.' }).default(false),
});

/** A PATCH's body, for the document: any of the write fields. */
export const PolicyPatchSchema = PolicyFieldsSchema.partial();

export const PolicyInputSchema = PolicyFieldsSchema.superRefine((policy, ctx) => {
  const flat = policy.conditions !== undefined || policy.conditions_connector !== undefined;
  if (flat && policy.condition_tree !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [NON_FIELD_ERRORS],
      message: 'Give either conditions (with conditions_connector) or condition_tree, not both.',
    });
  } else if (policy.conditions === undefined && policy.condition_tree === undefined) {
    ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'This field is required.' });
  }
});
export type PolicyValues = z.output<typeof PolicyInputSchema>;

export const PolicySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  stages: z.array(StageSchema),
  level: LevelSchema,
  proprietors: z.array(z.number().int()),
  projects: z.array(z.number().int()),
  conditions: z.record(z.string(), z.string()),
  conditions_connector: z.enum(CONNECTORS),
  condition_tree: ConditionTreeRecordSchema,
  block_delay_days: z.number().int().nullable(),
  is_active: z.boolean(),
  is_blocks_build: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Policy = z.infer<typeof PolicySchema>;

export const ConditionDefinitionSchema = z.object({
  key: z.string(),
  label: z.string(),
  value_type: z.enum(CONDITION_VALUE_TYPES),
  help: z.string(),
  group: z.string(),
  operators: z.array(z.enum(OPERATORS)),
  default_operator: z.enum(OPERATORS),
});

/**
 * Issue 29: one rule a policy's match met, as data, so that a console phrases it in its reader's language
 * (`matched_criteria` keeps the English sentences the platform's events carry). `field`, `operator` and
 * `value` are the rule's (a flat condition's default operator, CONTRACT §12); `actual` is the
 * dependency's or the vulnerability's value that met it, as text (`"7.5"`, `"MIT"`, `"true"`), null when
 * it has none (no license at all met "is none of"); `vulnerability_id` names the vulnerability a rule
 * on vulnerabilities met, null for a rule on the dependency.
 */
export const MatchedRuleSchema = z.object({
  field: z.string(),
  operator: z.enum(OPERATORS),
  value: z.string(),
  actual: z.string().nullable(),
  vulnerability_id: z.string().nullable(),
});
export type MatchedRule = z.infer<typeof MatchedRuleSchema>;

/** `POST /api/policies/preview/` (CONTRACT §12): what a policy would match today, nothing saved. */
export const PolicyPreviewSchema = z.object({
  matches_count: z.number().int().nonnegative(),
  projects: z.array(
    z.object({
      project_id: z.number().int().positive(),
      project_name: z.string(),
      matches_count: z.number().int().positive(),
    }),
  ),
  sample: z.array(
    z.object({
      dependency_purl: z.string(),
      project_id: z.number().int().positive(),
      matched_criteria: z.array(z.string()),
      matched_rules: z.array(MatchedRuleSchema).optional(),
    }),
  ),
});
export type PolicyPreview = z.infer<typeof PolicyPreviewSchema>;
