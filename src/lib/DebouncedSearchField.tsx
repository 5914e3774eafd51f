/**
 * The search box of the filtered grids (candidates, prescreen results), bound to a `search` URL param: typing sends
 * the trimmed text after a short pause, so the list does not query on every key, and a change of the param from
 * outside (Back, a link) updates the box.
 */
import { useEffect, useRef, useState } from 'react';
import { TextField } from '@mui/material';

const SEARCH_DEBOUNCE_MS = 300;

export interface DebouncedSearchFieldProps {
  /** The current `search` param. */
  value: string | undefined;
  /** Receives the trimmed text ('' = no search). */
  onChange: (value: string) => void;
  /** Visible label and accessible name ("Search candidates"). */
  label: string;
}

/** The debounced search box. */
export function DebouncedSearchField({ value, onChange, label }: DebouncedSearchFieldProps) {
  const [text, setText] = useState(value ?? '');
  const lastSent = useRef(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if ((value ?? '') !== lastSent.current) {
      lastSent.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = text.trim();
      onChangeRef.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextField
      type="search"
      name="search"
      label={label}
      size="small"
      fullWidth={false}
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ minWidth: 240 }}
    />
  );
}
