import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { QUESTION_TYPES, questionType, type AnyQuestionType } from '@question-types/registry.ts';
import type { Verb } from '../../kernel/verb.ts';
import { list } from '../../kernel/envelope.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { asId, idOr404 } from '../../kernel/ids.ts';
import { can, requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Tx } from '../../kernel/db.ts';
import { questions, questionTypes, quizTypes } from '../../db/schema.ts';
import type { QuestionTypesInput, QuizTypesInput } from './schemas.ts';

type TypeRow = typeof questionTypes.$inferSelect;

/** The short reference to a type that lists carry beside an item (questions, tests, evaluations). */
export function typeRef(row: TypeRow) {
  return { id: row.id, slug: row.slug, name: row.name, group: row.section, section: row.section.toUpperCase() };
}

/** A type as the API answers it: the stored row (id, names) with the definition's timing, traits and limits. */
export function typeInfo(row: TypeRow, def: AnyQuestionType) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.officialName,
    official_name: row.officialName,
    group: row.section,
    section: row.section.toUpperCase(),
    component: row.component,
    sort_order: row.sortOrder,
    test_part: def.testPart,
    ruleset: def.ruleset,
    version: def.version,
    // the player's mechanics; a sitting's own figures (allowanceSec, promptSec) stay on the server
    timing: { prepSec: def.timing.prepSec, responseSec: def.timing.responseSec, preAudioSec: def.timing.preAudioSec, audioPlays: def.timing.audioPlays, beep: def.timing.beep, silenceCutoffMs: def.timing.silenceCutoffMs },
    traits: def.traits.map((t) => ({ key: t.key, label: t.label, max: t.max, skills: [...t.skills], human: t.human === true, ...(t.rubric ? { rubric: [...t.rubric] } : {}) })),
    max_score: def.traits.reduce((n, t) => n + t.max, 0),
    constraints: def.constraints ? { ...def.constraints } : null,
  };
}

/** Rows of the catalogue whose slug the registry still knows (a retired type keeps its row for old questions). */
function known(rows: TypeRow[]): Array<{ row: TypeRow; def: AnyQuestionType }> {
  const out: Array<{ row: TypeRow; def: AnyQuestionType }> = [];
  for (const row of rows) {
    const def = questionType(row.slug);
    if (def) out.push({ row, def });
  }
  return out;
}

/** Finds a type by id or slug (a path `{id}`), in the caller's transaction; 404 otherwise. */
export async function findType(tx: Tx, idOrSlug: string | number): Promise<{ row: TypeRow; def: AnyQuestionType }> {
  const id = typeof idOrSlug === 'number' ? idOrSlug : asId(idOrSlug);
  const where = id !== null ? eq(questionTypes.id, id) : typeof idOrSlug === 'string' && /^[a-z]+(-[a-z]+)*$/.test(idOrSlug) ? eq(questionTypes.slug, idOrSlug) : null;
  if (!where) throw new NotFoundError('Question type not found');
  const [row] = await tx.select().from(questionTypes).where(where);
  const def = row ? questionType(row.slug) : undefined;
  if (!row || !def) throw new NotFoundError('Question type not found');
  return { row, def };
}

/** GET question-types: the catalogue in registry order, filtered by section (or group) and a search text. */
export async function listQuestionTypes({ ctx, input }: Verb<QuestionTypesInput>) {
  requirePermission(ctx, 'QUESTION_TYPE_INDEX');
  return withTenantTx(ctx, async (tx) => {
    const section = input.section ?? input.group;
    const conds: Array<SQL | undefined> = [section ? eq(questionTypes.section, section) : undefined];
    if (input.search) {
      const like = `%${input.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      conds.push(or(ilike(questionTypes.name, like), ilike(questionTypes.officialName, like), ilike(questionTypes.slug, like)));
    }
    const rows = known(await tx.select().from(questionTypes).where(and(...conds)).orderBy(asc(questionTypes.sortOrder), asc(questionTypes.id)));
    const start = (input.page - 1) * input.per_page;
    return list(rows.slice(start, start + input.per_page).map(({ row, def }) => typeInfo(row, def)), input.page, input.per_page, rows.length);
  });
}

/** GET question-types/{id}: by id or slug. */
export async function showQuestionType({ ctx, input }: Verb<{ id: string }>) {
  requirePermission(ctx, 'QUESTION_TYPE_SHOW');
  return withTenantTx(ctx, async (tx) => {
    const { row, def } = await findType(tx, input.id);
    return typeInfo(row, def);
  });
}

/**
 * GET question-types/list-with-questions-count: per type, the questions the caller's bank shows (its tenant's and
 * the platform's; the platform's only on the platform scope). A caller without QUESTION_INDEX (a student) counts
 * active approved items only.
 */
export async function listQuestionTypesWithCount({ ctx }: Verb) {
  const actor = requirePermission(ctx, 'QUESTION_TYPE_INDEX');
  const author = can(actor, 'QUESTION_INDEX');
  return withTenantTx(ctx, async (tx) => {
    const visible = ctx.tenant ? or(eq(questions.organizationId, ctx.tenant.id), isNull(questions.organizationId)) : isNull(questions.organizationId);
    const counted = await tx
      .select({ typeId: questions.questionTypeId, n: count() })
      .from(questions)
      .where(and(visible, isNull(questions.deletedAt), author ? undefined : and(eq(questions.status, 'active'), eq(questions.approval, 'approved'))))
      .groupBy(questions.questionTypeId);
    const byType = new Map(counted.map((c) => [c.typeId, Number(c.n)]));
    const rows = known(await tx.select().from(questionTypes).orderBy(asc(questionTypes.sortOrder), asc(questionTypes.id)));
    return rows.map(({ row }) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      title: row.officialName,
      group: row.section,
      section: row.section.toUpperCase(),
      component: row.component,
      questions_count: byType.get(row.id) ?? 0,
    }));
  });
}

/** GET quiz-types: the fixed list (migration 0003). */
export async function listQuizTypes({ ctx, input }: Verb<QuizTypesInput>) {
  requirePermission(ctx, 'QUIZ_TYPE_INDEX');
  return withTenantTx(ctx, async (tx) => {
    const like = input.search ? `%${input.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
    const rows = await tx
      .select()
      .from(quizTypes)
      .where(like ? or(ilike(quizTypes.name, like), ilike(quizTypes.slug, like)) : undefined)
      .orderBy(asc(quizTypes.sortOrder));
    return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, description: r.description }));
  });
}

/** GET quiz-type/{id} */
export async function showQuizType({ ctx, input }: Verb<{ id: string }>) {
  requirePermission(ctx, 'QUIZ_TYPE_SHOW');
  const id = idOr404(input.id, 'Quiz type not found');
  return withTenantTx(ctx, async (tx) => {
    const [r] = await tx.select().from(quizTypes).where(eq(quizTypes.id, id));
    if (!r) throw new NotFoundError('Quiz type not found');
    return { id: r.id, slug: r.slug, name: r.name, description: r.description };
  });
}

/** Every registered slug with its docs/pte-rules.md §2 position: what the start-up upsert writes into question_types. */
export function catalogueRows() {
  return QUESTION_TYPES.map((d, i) => ({ slug: d.slug, name: d.shortName, officialName: d.name, section: d.section, component: d.slug, sortOrder: i + 1 }));
}
