import { useParams } from 'react-router';

/** A record's id from a route parameter or a filter; undefined unless a positive whole number. */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && Number.isSafeInteger(id) ? id : undefined;
}

/**
 * The one way a page reads its `:id`: `id` when the address names a record,
 * undefined otherwise (the page then says "No such …", as for a 404); `param`
 * as written, for that message.
 */
export function useIdParam(): { id: number | undefined; param: string | undefined } {
  const { id: param } = useParams();
  return { id: parseId(param), param };
}
