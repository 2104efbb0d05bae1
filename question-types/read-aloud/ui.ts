import { defineQuestionTypeUi } from '../kit/ui-contract.ts';
import type { Content, Key, Response } from './schema.ts';

// Each component is typed with this type's schemas and is its own chunk: a student's page never loads the editor.
export default defineQuestionTypeUi<Content, Key, Response>({
  player: () => import('./player.tsx'),
  editor: () => import('./editor.tsx'),
  review: () => import('./review.tsx'),
});
