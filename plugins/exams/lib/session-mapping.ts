/**
 * The session payload (POST exam-enrolls, GET exam-enrolls/questions/{id}, GET quiz-test/{id}) as the exam session
 * machine's EnrollResult. Each item keeps what the page needs to show it (question id, title, content) beside the
 * machine's fields: the machine stores the items as given.
 */
import type { EnrollResult, ExamItem, ExamSection } from '@machines/exam-session.machine';
import type { SessionItemPayload, SessionPayload } from '../api/exams-api';

export interface SessionItem extends ExamItem {
  questionId: string;
  title: string;
  position: number;
  content: unknown;
}

const SECTIONS: readonly ExamSection[] = ['speaking', 'writing', 'reading', 'listening'];
const PART_OF: Record<ExamSection, number> = { speaking: 1, writing: 1, reading: 2, listening: 3 };

export function toSection(value: string | null | undefined): ExamSection {
  const s = String(value ?? '').toLowerCase();
  return (SECTIONS as readonly string[]).includes(s) ? (s as ExamSection) : 'reading';
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function toSessionItem(p: SessionItemPayload, index: number): SessionItem {
  const section = toSection(p.section);
  const timing = p.timing ?? {};
  return {
    id: String(p.id),
    questionId: String(p.question_id ?? p.id),
    slug: p.slug,
    section,
    part: num(p.part) ?? PART_OF[section],
    title: p.title ?? '',
    position: num(p.position) ?? index + 1,
    content: p.content,
    timing: { prepSec: num(timing.prepSec), responseSec: num(timing.responseSec), itemSec: num(timing.itemSec) },
  };
}

/** The sheet id every later call names: `answer_sheet_id`, else the payload's own id. */
export const sheetIdOf = (p: Pick<SessionPayload, 'id' | 'answer_sheet_id'>): string => String(p.answer_sheet_id ?? p.id);

export function toEnrollResult(p: SessionPayload): EnrollResult & { items: SessionItem[] } {
  const items = [...p.items].sort((a, b) => (num(a.position) ?? 0) - (num(b.position) ?? 0)).map(toSessionItem);
  const answers: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p.answers ?? {})) if (v !== null && v !== undefined) answers[String(k)] = v;
  const index = num(p.current_index) ?? 0;
  return {
    enrollmentId: sheetIdOf(p),
    serverNow: p.server_now,
    deadline: p.deadline ?? null,
    items,
    answers,
    currentIndex: Math.max(0, Math.min(index, Math.max(0, items.length - 1))),
    itemDeadline: p.item_deadline ?? null,
    revision: num(p.revision) ?? 0,
    parts: (p.parts ?? []).map((x) => ({ part: x.part, durationSec: x.durationSec, deadline: x.deadline ?? null })),
  };
}

/** Item id -> question id, for the saves (PUT answer-sheets/{id} names the question). */
export function questionIdOf(items: readonly ExamItem[], itemId: string): string {
  const hit = items.find((i) => i.id === itemId) as SessionItem | undefined;
  return hit?.questionId ?? itemId;
}

/** The test has speaking items: the microphone is checked before it starts. */
export const hasSpeaking = (sections: Partial<Record<string, number>> | null | undefined): boolean => (sections?.speaking ?? 0) > 0;
