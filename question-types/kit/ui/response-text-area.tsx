import { useEffect, useId, useRef, useState } from 'react';
import { WordCounter } from './word-counter.tsx';
import { useWordsTranslation } from './words-i18n.ts';

export interface ResponseTextAreaProps {
  name: string;
  value: string;
  onChange: (text: string) => void;
  label: string;
  min?: number;
  max?: number;
  /** keeps the text in sessionStorage under this key, so a reload does not lose it */
  storageKey?: string;
  disabled?: boolean;
  rows?: number;
}

function readStored(key: string | undefined): string | null {
  if (!key) return null;
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string | undefined, text: string): void {
  if (!key) return;
  try {
    if (text === '') sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, text);
  } catch {
    /* storage may be full or unavailable: the response still lives in the page */
  }
}

/** Forgets a kept response (after the item was submitted and saved). */
export function clearStoredResponse(storageKey: string): void {
  writeStored(storageKey, '');
}

/**
 * The PTE writing box: a plain textarea with spell checking, autocorrect and autocapitalisation off (as in the
 * test), a live word count, and the text kept in sessionStorage under `storageKey` until the host clears it.
 */
export function ResponseTextArea({ name, value, onChange, label, min, max, storageKey, disabled = false, rows = 10 }: ResponseTextAreaProps) {
  const { t } = useWordsTranslation();
  const id = useId();
  const counterId = `${id}-count`;
  const [restored, setRestored] = useState(false);
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const stored = readStored(storageKey);
    if (stored && value === '' && !disabled) {
      setRestored(true);
      onChange(stored);
    }
    // once, on mount: a restored text must not overwrite what the user types later
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // submitted or timed out: the host holds the response now
    if (disabled && storageKey) clearStoredResponse(storageKey);
  }, [disabled, storageKey]);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        rows={rows}
        disabled={disabled}
        spellCheck={false}
        autoCorrect="off"
        autoCapitalize="off"
        autoComplete="off"
        aria-describedby={counterId}
        onChange={(e) => {
          writeStored(storageKey, e.target.value);
          onChange(e.target.value);
        }}
        className="w-full rounded-md border border-line bg-surface px-3 py-2 text-base leading-relaxed text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:bg-canvas disabled:text-muted"
      />
      <WordCounter id={counterId} text={value} min={min} max={max} />
      {restored && (
        <p className="text-xs text-muted" role="status">
          {t('response.restored')}
        </p>
      )}
      {disabled && <p className="sr-only">{t('response.readOnly')}</p>}
    </div>
  );
}

export default ResponseTextArea;

/** A short stable key for sessionStorage from an item's content (its audio path or its prompt text). */
export function responseStorageKey(slug: string, identity: string): string {
  let h = 5381;
  for (let i = 0; i < identity.length; i++) h = ((h << 5) + h + identity.charCodeAt(i)) | 0;
  return `qt-response:${slug}:${(h >>> 0).toString(36)}`;
}
