import { useId, type ReactNode } from 'react';

/**
 * Mantine's Switch and Checkbox put their description inside the <label>, so it
 * becomes part of the accessible name ("Active Inactive policies are kept…") and
 * is read twice. Spread these props to name the control by its label alone; the
 * description still describes it through aria-describedby.
 */
export function useNameOnly(label: ReactNode) {
  const id = useId();
  return { label: <span id={id}>{label}</span>, 'aria-labelledby': id };
}
