/** Reading a payload's JSON Schema (as the catalog endpoint sends it) into rows for a table. */
import { FIELD_DESCRIPTIONS } from './trigger-messages';
import type { Translate } from './trigger-groups';

export type PayloadField = { name: string; type: string; description: string; required: boolean };

type SchemaNode = {
  type?: string | string[];
  enum?: unknown[];
  items?: SchemaNode;
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
};

// JSON Schema's type names (`string`, `integer`) and enum values are the API's words and stay as they are.
function typeText(_: Translate, node: SchemaNode): string {
  if (node.enum) return _('webhooks.payload.oneOf', { values: node.enum.map((v) => JSON.stringify(v)).join(', ') });
  const type = Array.isArray(node.type) ? node.type.join(' | ') : (node.type ?? _('webhooks.payload.any'));
  if (type === 'array') {
    return _('webhooks.payload.arrayOf', { type: node.items ? typeText(_, node.items) : _('webhooks.payload.any') });
  }
  return type;
}

export function payloadFields(_: Translate, schema: Record<string, unknown>): PayloadField[] {
  const { properties = {}, required = [] } = schema as SchemaNode;
  return Object.entries(properties).map(([name, node]) => {
    const description = FIELD_DESCRIPTIONS[name];
    return {
      name,
      type: typeText(_, node),
      description: description ? _(description) : (node.description ?? ''),
      required: required.includes(name),
    };
  });
}
