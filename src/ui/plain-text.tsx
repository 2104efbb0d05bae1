/**
 * Plain text from the server (paragraphs split by a blank line, lines kept), never HTML. A line that is only an
 * address becomes a link; when the server listed it in `embeds` (an https address that matches one of the master's
 * active iframe markers: server/modules/toolkit/embeds.ts), a sandboxed frame instead. The client never decides on
 * its own that an address may be framed.
 */
const ADDRESS = /^https?:\/\/\S+$/i;

export function EmbedFrame({ url, title }: { url: string; title: string }) {
  return (
    <div className="aspect-video w-full max-w-2xl overflow-hidden rounded-md border border-line bg-canvas" data-testid="embed-frame">
      <iframe
        src={url}
        title={title}
        className="h-full w-full"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        // no allow-top-navigation, no forms, no pop-ups: the embed plays in its box and cannot move the page
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="fullscreen; picture-in-picture; encrypted-media"
      />
    </div>
  );
}

function Line({ line, embeds, frameTitle }: { line: string; embeds: ReadonlySet<string>; frameTitle: string }) {
  const trimmed = line.trim();
  if (ADDRESS.test(trimmed)) {
    if (embeds.has(trimmed)) return <EmbedFrame url={trimmed} title={frameTitle} />;
    return (
      <a href={trimmed} target="_blank" rel="noopener noreferrer" className="break-all text-primary-700 underline" data-testid="plain-link">
        {trimmed}
      </a>
    );
  }
  return <>{line}</>;
}

export function PlainText({ text, embeds = [], frameTitle, className = 'flex flex-col gap-2 text-sm text-ink' }: { text: string; embeds?: readonly string[]; frameTitle: string; className?: string }) {
  const allowed = new Set(embeds);
  return (
    <div className={className}>
      {text.split(/\n{2,}/).map((para, i) => {
        const lines = para.split('\n');
        if (!lines.some((l) => ADDRESS.test(l.trim()))) {
          return (
            <p key={i} className="whitespace-pre-line">
              {para}
            </p>
          );
        }
        return (
          <div key={i} className="flex flex-col gap-1">
            {lines.map((l, j) => (
              <Line key={j} line={l} embeds={allowed} frameTitle={frameTitle} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
