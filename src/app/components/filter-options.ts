export type Option = { value: string; label: string };

/** Options of a yes/no filter select; '' is "no filter". */
export const YES_NO_OPTIONS: Option[] = [
  { value: '', label: 'Any' },
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** `all` first (value ''), then one option per value. */
export function filterOptions(
  all: string,
  values: readonly string[],
  label: (value: string) => string = (v) => v,
): Option[] {
  return [{ value: '', label: all }, ...values.map((value) => ({ value, label: label(value) }))];
}

/** A value from the URL that is not among the options still shows as selected. */
export function withCurrent(options: Option[], current: string): Option[] {
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}
