import { useState } from 'react';
import { TextAreaField } from '@ui/text-area-field';

export interface LinesFieldProps {
  label: string;
  hint?: string;
  name: string;
  /** one entry per non-empty line */
  value: readonly string[];
  onChange: (lines: string[]) => void;
  error?: string | null;
  rows?: number;
}

/** A textarea edited as a list, one entry per line; the text is kept while typing so blank lines can be added. */
export function LinesField({ label, hint, name, value, onChange, error, rows = 4 }: LinesFieldProps) {
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <TextAreaField
      label={label}
      hint={hint}
      name={name}
      rows={rows}
      value={text}
      error={error}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split('\n')
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

export default LinesField;
