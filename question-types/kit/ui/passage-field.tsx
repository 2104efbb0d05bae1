import { useState } from 'react';
import { RichTextEditor, htmlToText, textToHtml } from './rich-text-editor.tsx';

export interface PassageFieldProps {
  label: string;
  /** the passage's path ("content.passage"), set as data-name on the editable area */
  name: string;
  /** plain text: paragraphs separated by a blank line */
  text: string;
  onChange(text: string): void;
  error?: string | null;
  hint?: string;
}

/**
 * A passage edited in the rich-text editor but stored as plain text (students' players never render trainer
 * HTML). Formatting is only an editing aid: lists are kept as "• " / "1. " lines, bold and italic are dropped.
 */
export function PassageField({ label, name, text, onChange, error, hint }: PassageFieldProps) {
  const [html, setHtml] = useState(() => textToHtml(text));
  // Our own HTML while it still says the same text; the text re-rendered when it changed from outside.
  const value = htmlToText(html) === text ? html : textToHtml(text);
  return (
    <RichTextEditor
      label={label}
      name={name}
      hint={hint}
      error={error}
      value={value}
      onChange={(next) => {
        setHtml(next);
        onChange(htmlToText(next));
      }}
    />
  );
}
