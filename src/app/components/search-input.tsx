import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { SearchIcon } from './icons';

type SearchInputProps = {
  label: string;
  /** The committed value, usually from the URL. */
  value: string;
  /** Called ~300 ms after typing stops. */
  onSearch: (value: string) => void;
  delay?: number;
};

export function SearchInput({ label, value, onSearch, delay = 300 }: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);
  // Typing and then clicking a link at once: while the next page loads (a lazy chunk) this page
  // is still mounted, and a search committed then would navigate back here over the click.
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle';
  const commit = useDebouncedCallback((next: string) => {
    if (leaving.current) return;
    sent.current = next;
    onSearch(next);
  }, delay);

  // The committed value changed by other means (back/forward, a link): show it.
  useEffect(() => {
    if (value !== sent.current.trim()) {
      commit.cancel();
      sent.current = value;
      setDraft(value);
    }
    // `commit` keeps its identity (it changes only with `delay`); its `cancel` is replaced on every call.
  }, [value, commit]);

  return (
    <TextInput
      label={label}
      type="search"
      value={draft}
      leftSection={<SearchIcon />}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
      // Leaving the field commits what it holds at once: a click on a link that follows blurs it
      // first, so the search lands on this page before the click navigates, never after it.
      onBlur={() => commit.flush()}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
