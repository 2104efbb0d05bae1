/**
 * The authors' preview of a chapter with the student's own part views (components/student/chapter-parts.tsx in
 * `preview` mode: every part reachable, nothing recorded). The authoring answer names a part's material, uploaded
 * video and quiz set; what the student's answer carries beside them (signed links, the quiz's size) is fetched here.
 */
import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Spinner } from '@ui/spinner';
import { materialQuery, quizSetQuery, type Chapter } from '../api/authoring';
import type { OcPart } from '../api/student';
import { ChapterParts } from './student/chapter-parts';
import { useOnlineClassTranslation } from '../locales/texts';

const uniq = <T,>(xs: Array<T | null | undefined>) => [...new Set(xs.filter((x): x is T => x !== null && x !== undefined))];

export function AuthorChapterPreview({ chapter, minQuizPercent }: { chapter: Chapter; minQuizPercent: number | null }) {
  const { t } = useOnlineClassTranslation();
  const [index, setIndex] = useState(0);
  const materialIds = uniq(chapter.parts.map((p) => (p.kind === 'video' || p.kind === 'material' ? p.material_id : null)));
  const quizIds = uniq(chapter.parts.map((p) => (p.kind === 'quiz' ? p.quiz_set_id : null)));
  const materials = useQueries({ queries: materialIds.map((id) => ({ ...materialQuery(id), retry: false })) });
  const quizzes = useQueries({ queries: quizIds.map((id) => ({ ...quizSetQuery(id), retry: false })) });
  if ([...materials, ...quizzes].some((q) => q.isPending)) return <Spinner label={t('common.loading')} />;
  const material = (id: number | null) => (id === null ? undefined : materials[materialIds.indexOf(id)]?.data);
  const parts: OcPart[] = chapter.parts.map((p) => {
    const m = material(p.material_id);
    const quiz = p.quiz_set_id === null ? undefined : quizzes[quizIds.indexOf(p.quiz_set_id)]?.data;
    return {
      id: p.id,
      kind: p.kind,
      title: p.title,
      position: p.position,
      is_completed: false,
      bookmarked: false,
      video_url: p.kind === 'video' ? (p.video_url ?? m?.file_url ?? null) : null,
      position_sec: null,
      duration_sec: p.duration_sec,
      paragraphs: p.paragraphs,
      material: m ? { id: m.id, title: m.title, kind: m.kind, file_url: m.file_url } : null,
      quiz:
        p.kind === 'quiz' && p.quiz_set_id !== null
          ? { quiz_set_id: p.quiz_set_id, title: quiz?.title ?? p.quiz_set?.title ?? '', no_of_questions: quiz?.no_of_questions ?? 0, min_percent: minQuizPercent, best_sheet_id: null, best_percent: null, passed: false, open_sheet_id: null }
          : null,
      question_ids: p.question_ids,
    };
  });
  return <ChapterParts parts={parts} index={Math.min(index, Math.max(0, parts.length - 1))} completedIds={[]} onSelect={setIndex} preview />;
}
