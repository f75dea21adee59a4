import type { Operator } from '../../contract/condition-tree';
import { operatorsFor } from '../../contract/condition-tree/operators';
import { CONDITIONS, conditionByKey } from '../../contract/conditions';

/**
 * The rule builder shows each property of a dependency once. The catalog has a key per value type
 * (CONTRACT §5, §12): `license` (a string: is, is not, contains, matches) and `license_list` (a list:
 * is one of, is none of); in the builder both are the field "License" with all their operators, and
 * the operator chosen decides which key a rule is written with.
 */
const LIST_SUFFIX = '_list';

/** `license_list` → `license`, where both are in the catalog; any other key is its own property. */
export function propertyOf(key: string): string {
  if (!key.endsWith(LIST_SUFFIX)) return key;
  const single = key.slice(0, -LIST_SUFFIX.length);
  return conditionByKey(single) && conditionByKey(key)?.value_type === 'list' ? single : key;
}

/** The keys of a property: its own, then its list key when the catalog has one. */
function keysOf(property: string): string[] {
  const list = `${property}${LIST_SUFFIX}`;
  return propertyOf(list) === property ? [property, list] : [property];
}

/** The catalog's keys that the builder lists as fields, in the catalog's order. */
export const PROPERTY_KEYS = CONDITIONS.map((c) => c.key).filter((key) => propertyOf(key) === key);

/** Every operator of the property's keys: the single key's first. */
export const propertyOperators = (property: string): Operator[] => keysOf(property).flatMap((key) => operatorsFor(key));

/** The key a rule on `property` with `operator` is written with (the key whose value type allows it). */
export function keyFor(property: string, operator: Operator | ''): string {
  const keys = keysOf(property);
  return (operator && keys.find((key) => operatorsFor(key).includes(operator))) || keys[0]!;
}
