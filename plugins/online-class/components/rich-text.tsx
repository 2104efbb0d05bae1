/** The kit's TipTap editor, loaded only when a text part is edited (TipTap stays out of every other chunk). */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@ui/spinner';
import type { RichTextEditorProps } from '@question-types/kit/ui/rich-text-editor';

const Editor = lazy(() => import('@question-types/kit/ui/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

export function LazyRichText(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton className="h-32 w-full" />}>
      <Editor {...props} />
    </Suspense>
  );
}
