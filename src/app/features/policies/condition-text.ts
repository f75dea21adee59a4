import { conditionByKey } from '../../../contract/conditions';

/** "a, b" ↔ ["a", "b"]: list conditions are comma-separated strings in the API. */
export const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A stored value as a person reads it: Yes/No, a list with spaces, a severity capitalised. */
export function conditionValueText(key: string, value: string): string {
  switch (conditionByKey(key)?.value_type) {
    case 'boolean':
      return value === 'true' ? 'Yes' : value === 'false' ? 'No' : value;
    case 'list':
      return splitList(value).join(', ');
    case 'severity':
      return capitalize(value);
    default:
      return key === 'relation' ? capitalize(value) : value;
  }
}
