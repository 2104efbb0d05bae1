/** A reading passage as plain text: paragraphs separated by a blank line, line breaks kept. */
export function ReadingPassage({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  return (
    <section aria-label={label} className={`whitespace-pre-wrap rounded-md border border-line bg-surface p-4 text-base leading-7 text-ink ${className}`} data-testid="reading-passage">
      {text}
    </section>
  );
}
