import { lazy } from 'react';
import type { QuestionTypeUi } from '../kit/ui-contract.ts';

// Each component is typed for this type's content; the host hands them payloads it has parsed with the schemas.
export const Player = lazy(() => import('./player.tsx')) as unknown as QuestionTypeUi['Player'];
export const Editor = lazy(() => import('./editor.tsx')) as unknown as QuestionTypeUi['Editor'];
export const Review = lazy(() => import('./review.tsx')) as unknown as QuestionTypeUi['Review'];

export default { Player, Editor, Review } satisfies QuestionTypeUi;
