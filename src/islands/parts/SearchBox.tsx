import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, SEARCH_TOO_LONG } from '../../shared/constants.ts';

interface Props {
  /** The search in the URL: the box follows it (a picked letter clears it). */
  value: string;
  /** Called SEARCH_DEBOUNCE_MS after the last keystroke. */
  onSearch: (term: string) => void;
  placeholder: string;
  label?: string;
  /**
   * Where the form goes without JavaScript (a GET with ?search=): the list's own address, which
   * our server answers with the results (server/list-fallback.ts). Absent: the current address.
   */
  action?: string | undefined;
  /** Other parts of the list's state the search keeps (gender), sent along without JavaScript. */
  keep?: Record<string, string> | undefined;
}

export default function SearchBox({ value, onSearch, placeholder, label = 'Search', action, keep = {} }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const [followed, setFollowed] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Adjusting state while rendering (React's documented pattern) when the URL's search changes
  // from outside: a letter picked, back/forward.
  if (value !== followed) {
    setFollowed(value);
    // The URL keeps the trimmed term: a space just typed is not undone.
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // Text typed before the island was ready: the box took it (React leaves a hydrated input's
  // value as it finds it), but the list knows nothing of it. Keep it and search it at once,
  // rather than let the next render put the old value back.
  const input = useRef<HTMLInputElement>(null);
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = input.current?.value ?? '';
    if (typed === text) return;
    setText(typed);
    onSearch(typed);
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const schedule = (term: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(term), SEARCH_DEBOUNCE_MS);
  };

  return (
    <form
      className="search-box"
      role="search"
      action={action}
      method="get"
      onSubmit={(event) => {
        // Enter searches at once instead of reloading the page.
        event.preventDefault();
        clearTimeout(timer.current);
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        aria-describedby={text.length >= SEARCH_MAX_LENGTH ? `${id}-limit` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          schedule(event.target.value);
        }}
      />
      {/* After the box: `.search-box input` is the box for styles and tests. */}
      {Object.entries(keep).map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      {/* The box stops at the API's limit; say why the typing stopped, rather than search a cut term silently. */}
      {text.length >= SEARCH_MAX_LENGTH && (
        <p id={`${id}-limit`} className="search-limit" role="status">
          {SEARCH_TOO_LONG}
        </p>
      )}
    </form>
  );
}
