/**
 * The master's intro communication (on a test's sheet before Start) or end communication (above the result after the
 * hand-in), from GET toolkit/communications (server/modules/toolkit). Plain paragraphs, shown as text. Nothing is
 * drawn while it loads, when it fails, or when none is set: the test never waits on it.
 */
import { useQuery } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { Communications } from '@server/modules/toolkit/contracts.ts';

export function TestCommunication({ kind }: { kind: 'intro' | 'end' }) {
  const q = useQuery({
    queryKey: ['toolkit', 'communications', 'player'],
    queryFn: async () => (await http.get<ApiEnvelope<Communications>>('toolkit/communications', { toast: false })).data,
    staleTime: 60_000,
    retry: false,
  });
  const c = q.data?.[kind];
  if (!c || c.status !== 'active' || !c.body) return null;
  return (
    <section aria-label={c.title || undefined} className="flex flex-col gap-2 rounded-card border border-primary-600/30 bg-primary-50 p-4 text-sm text-ink" data-testid={`test-communication-${kind}`}>
      {c.title && <h2 className="text-base font-semibold">{c.title}</h2>}
      {c.body.split(/\n{2,}/).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </section>
  );
}
