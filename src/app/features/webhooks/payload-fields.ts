/** Reading a payload's JSON Schema (as the catalog endpoint sends it) into rows for a table. */
export type PayloadField = { name: string; type: string; description: string; required: boolean };

type SchemaNode = {
  type?: string | string[];
  enum?: unknown[];
  items?: SchemaNode;
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
};

function typeText(node: SchemaNode): string {
  if (node.enum) return `one of ${node.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const type = Array.isArray(node.type) ? node.type.join(' | ') : (node.type ?? 'any');
  if (type === 'array') return `array of ${node.items ? typeText(node.items) : 'any'}`;
  return type;
}

export function payloadFields(schema: Record<string, unknown>): PayloadField[] {
  const { properties = {}, required = [] } = schema as SchemaNode;
  return Object.entries(properties).map(([name, node]) => ({
    name,
    type: typeText(node),
    description: node.description ?? '',
    required: required.includes(name),
  }));
}
