/** The blog editor, loaded only on the editor page (TipTap stays out of every other chunk). */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@ui/spinner';
import type { BlogEditorProps } from './blog-editor';

const Editor = lazy(() => import('./blog-editor').then((m) => ({ default: m.BlogEditor })));

export function LazyBlogEditor(props: BlogEditorProps) {
  return (
    <Suspense fallback={<Skeleton className="h-72 w-full" />}>
      <Editor {...props} />
    </Suspense>
  );
}
