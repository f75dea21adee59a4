import { z } from 'zod';
import { CONDITIONS } from '../conditions';
import { OPERATORS, type Operator } from './operators';

/** CONTRACT §12: how a group joins its rules. */
export const COMBINATORS = ['and', 'or'] as const;
export type Combinator = (typeof COMBINATORS)[number];

/** CONTRACT §12: groups nest to depth 5 (the tree itself is depth 1), with at most 100 rules in all. */
export const MAX_TREE_DEPTH = 5;
export const MAX_TREE_RULES = 100;
/** A rule's value; long enough for any list of purls a person types, short enough to judge quickly. */
export const MAX_RULE_VALUE_LENGTH = 1000;

export type ConditionRule = { field: string; operator: Operator; value: string };
export type ConditionGroup = { combinator: Combinator; rules: ConditionNode[] };
export type ConditionNode = ConditionRule | ConditionGroup;

export const isGroup = (node: ConditionNode): node is ConditionGroup => 'rules' in node;

const RuleRecordSchema = z.object({ field: z.string(), operator: z.enum(OPERATORS), value: z.string() });

/** A group whose rules may be groups `levels - 1` deep: spelled out level by level, so no schema refers to itself. */
function groupRecordSchema(levels: number): z.ZodType<ConditionGroup> {
  const child = levels > 1 ? z.union([RuleRecordSchema, groupRecordSchema(levels - 1)]) : RuleRecordSchema;
  return z.object({ combinator: z.enum(COMBINATORS), rules: z.array(child) });
}

/** `condition_tree` as records carry it (always valid: it was judged when it was written). */
export const ConditionTreeRecordSchema = groupRecordSchema(MAX_TREE_DEPTH);

const ruleJsonSchema = {
  type: 'object',
  required: ['field', 'operator', 'value'],
  properties: {
    field: { type: 'string', enum: CONDITIONS.map((c) => c.key), description: 'A key of the condition catalog' },
    operator: {
      type: 'string',
      enum: [...OPERATORS],
      description: "One of the field's operators (GET /api/policies/conditions/)",
    },
    value: { type: 'string', maxLength: MAX_RULE_VALUE_LENGTH },
  },
};

function groupJsonSchema(levels: number): Record<string, unknown> {
  return {
    type: 'object',
    required: ['combinator', 'rules'],
    properties: {
      combinator: { type: 'string', enum: [...COMBINATORS] },
      rules: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_TREE_RULES,
        items: levels > 1 ? { anyOf: [ruleJsonSchema, groupJsonSchema(levels - 1)] } : ruleJsonSchema,
      },
    },
  };
}

/**
 * The JSON Schema of a written `condition_tree`, for the OpenAPI document: the write itself is judged
 * by conditionTreeIssues, which puts every message at its rule's path.
 */
export const CONDITION_TREE_JSON_SCHEMA = {
  ...groupJsonSchema(MAX_TREE_DEPTH),
  description: `A group of rules and groups; groups nest ${MAX_TREE_DEPTH} deep at most, with ${MAX_TREE_RULES} rules at most in all.`,
};
