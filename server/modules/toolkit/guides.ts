/** Study guides (per question type and/or section) and prompts (short texts a test or type uses): a centre's own
 * and the master's, read everywhere, changed by their owner (scope.ts). */
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { prompts, questionTypes, studyGuides } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { Prompt, StudyGuide } from './contracts.ts';
import type { CreateGuideInput, CreatePromptInput, GuideListInput, PromptListInput, UpdateGuideInput, UpdatePromptInput } from './schemas.ts';
import { embedsFor } from './embeds.ts';
import { assertOwns, ownerOf, ownsRow, pageOf, plainOf, readable, requireType, typeRefOf } from './scope.ts';

/* ---------------------------------------------------------------- study guides */

async function guidesWhere(tx: Tx, ctx: RequestContext, where: SQL | undefined, page: number, perPage: number): Promise<StudyGuide[]> {
  const rows = await tx
    .select({ g: studyGuides, t: questionTypes })
    .from(studyGuides)
    .leftJoin(questionTypes, eq(questionTypes.id, studyGuides.questionTypeId))
    .where(where)
    .orderBy(desc(studyGuides.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const embeds = await embedsFor(tx, rows.map((r) => r.g.body));
  return rows.map(({ g, t }) => ({
    id: g.id,
    organization_id: g.organizationId,
    question_type: t ? typeRefOf(t) : null,
    section: g.section ?? t?.section ?? null,
    title: g.title,
    body: g.body,
    embeds: embeds(g.body),
    status: g.status,
    editable: ownsRow(ctx, g.organizationId),
    created_at: g.createdAt.toISOString(),
    updated_at: g.updatedAt.toISOString(),
  }));
}

async function guideRow(tx: Tx, ctx: RequestContext, id: number) {
  const [g] = await tx.select().from(studyGuides).where(and(readable(ctx, studyGuides.organizationId), eq(studyGuides.id, id)));
  if (!g) throw new NotFoundError('Study guide not found');
  assertOwns(ctx, g.organizationId);
  const [locked] = await tx.select().from(studyGuides).where(eq(studyGuides.id, g.id)).for('update');
  if (!locked) throw new NotFoundError('Study guide not found');
  return locked;
}
async function showGuideRow(tx: Tx, ctx: RequestContext, id: number): Promise<StudyGuide> {
  const [g] = await guidesWhere(tx, ctx, and(readable(ctx, studyGuides.organizationId), eq(studyGuides.id, id)), 1, 1);
  if (!g) throw new NotFoundError('Study guide not found');
  return g;
}

/** A type and a section that disagree are refused: a guide of Read Aloud is a speaking guide. */
async function guideTarget(tx: Tx, typeId: number | null | undefined, section: string | null | undefined) {
  const t = typeId ? await requireType(tx, typeId) : null;
  if (t && section && section !== t.section) throw ValidationError.field('section', `${t.name} is a ${t.section} type.`);
  if (!t && !section) throw ValidationError.field('question_type_id', 'Choose the question type or the section.');
  return { questionTypeId: t?.id ?? null, section: (section ?? t?.section ?? null) as 'listening' | 'writing' | 'speaking' | 'reading' | null };
}

/** POST study-guides */
export async function createGuide({ ctx, input }: Verb<CreateGuideInput>) {
  const actor = requirePermission(ctx, 'STUDY_GUIDE_STORE');
  return withTenantTx(ctx, async (tx) => {
    const org = ownerOf(ctx, actor);
    const target = await guideTarget(tx, input.question_type_id, input.section);
    const [g] = await tx
      .insert(studyGuides)
      .values({ organizationId: org, ...target, title: input.title, body: plainOf(input.body, 'body'), status: input.status ?? 'active', createdBy: actor.userId })
      .returning({ id: studyGuides.id });
    return showGuideRow(tx, ctx, g!.id);
  });
}

/** GET study-guides/list */
export async function listGuides({ ctx, input }: Verb<GuideListInput>) {
  requirePermission(ctx, 'STUDY_GUIDE_INDEX');
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const where = and(
      readable(ctx, studyGuides.organizationId),
      input.status ? eq(studyGuides.status, input.status) : undefined,
      input.question_type_id ? eq(studyGuides.questionTypeId, input.question_type_id) : undefined,
      input.section ? eq(studyGuides.section, input.section) : undefined,
      input.search ? sql`lower(${studyGuides.title} || ' ' || ${studyGuides.body}) like ${likePattern(input.search)}` : undefined,
    );
    const [total] = await tx.select({ n: count() }).from(studyGuides).where(where);
    return list(await guidesWhere(tx, ctx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/**
 * GET study-guides/question-type/{slug}: the active guides of one type, and those written for its whole section, that
 * a student reads beside the type's practice list (students hold QUESTION_TYPE_SHOW, not the authoring keys).
 */
export async function guidesForType({ ctx, input }: Verb<{ slug: string }>) {
  requireAnyPermission(ctx, 'QUESTION_TYPE_SHOW', 'STUDY_GUIDE_INDEX');
  return withTenantTx(ctx, async (tx) => {
    const [t] = await tx.select({ id: questionTypes.id, section: questionTypes.section }).from(questionTypes).where(eq(questionTypes.slug, input.slug));
    if (!t) throw new NotFoundError('Question type not found');
    const ofType = or(eq(studyGuides.questionTypeId, t.id), and(isNull(studyGuides.questionTypeId), eq(studyGuides.section, t.section)));
    return guidesWhere(tx, ctx, and(readable(ctx, studyGuides.organizationId), eq(studyGuides.status, 'active'), ofType), 1, 20);
  });
}

/** GET study-guides/{id} */
export async function showGuide({ ctx, input }: Verb<{ id: number }>) {
  requirePermission(ctx, 'STUDY_GUIDE_SHOW');
  return withTenantTx(ctx, (tx) => showGuideRow(tx, ctx, input.id));
}

/** PUT study-guides/{id} */
export async function updateGuide({ ctx, input }: Verb<UpdateGuideInput & { id: number }>) {
  requirePermission(ctx, 'STUDY_GUIDE_UPDATE');
  return withTenantTx(ctx, async (tx) => {
    const g = await guideRow(tx, ctx, input.id);
    const typeId = input.question_type_id !== undefined ? input.question_type_id : g.questionTypeId;
    const section = input.section !== undefined ? input.section : input.question_type_id !== undefined ? null : g.section;
    const target = await guideTarget(tx, typeId, section);
    await tx
      .update(studyGuides)
      .set({ ...target, ...(input.title !== undefined ? { title: input.title } : {}), ...(input.body !== undefined ? { body: plainOf(input.body, 'body') } : {}), updatedAt: new Date() })
      .where(eq(studyGuides.id, g.id));
    return showGuideRow(tx, ctx, g.id);
  });
}

/** PATCH study-guides/change-status/{id} */
export async function changeGuideStatus({ ctx, input }: Verb<{ id: number; status: 'active' | 'inactive' }>) {
  requirePermission(ctx, 'STUDY_GUIDE_CHANGE_STATUS');
  return withTenantTx(ctx, async (tx) => {
    const g = await guideRow(tx, ctx, input.id);
    await tx.update(studyGuides).set({ status: input.status, updatedAt: new Date() }).where(eq(studyGuides.id, g.id));
    return showGuideRow(tx, ctx, g.id);
  });
}

/** DELETE study-guides/{id} */
export async function deleteGuide({ ctx, input }: Verb<{ id: number }>) {
  requirePermission(ctx, 'STUDY_GUIDE_DESTROY');
  return withTenantTx(ctx, async (tx) => {
    const g = await guideRow(tx, ctx, input.id);
    await tx.delete(studyGuides).where(eq(studyGuides.id, g.id));
    return null;
  });
}

/* ---------------------------------------------------------------- prompts */

async function promptsWhere(tx: Tx, ctx: RequestContext, where: SQL | undefined, page: number, perPage: number): Promise<Prompt[]> {
  const rows = await tx
    .select({ p: prompts, t: questionTypes })
    .from(prompts)
    .leftJoin(questionTypes, eq(questionTypes.id, prompts.questionTypeId))
    .where(where)
    .orderBy(desc(prompts.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map(({ p, t }) => ({
    id: p.id,
    organization_id: p.organizationId,
    question_type: t ? typeRefOf(t) : null,
    title: p.title,
    text: p.text,
    status: p.status,
    editable: ownsRow(ctx, p.organizationId),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }));
}

async function showPromptRow(tx: Tx, ctx: RequestContext, id: number): Promise<Prompt> {
  const [p] = await promptsWhere(tx, ctx, and(readable(ctx, prompts.organizationId), eq(prompts.id, id)), 1, 1);
  if (!p) throw new NotFoundError('Prompt not found');
  return p;
}

/** POST prompts: a prompt's text is one plain line or a few (no markup). */
export async function createPrompt({ ctx, input }: Verb<CreatePromptInput>) {
  const actor = requirePermission(ctx, 'PROMPT_STORE');
  return withTenantTx(ctx, async (tx) => {
    const org = ownerOf(ctx, actor);
    const typeId = input.question_type_id ? (await requireType(tx, input.question_type_id)).id : null;
    const [p] = await tx
      .insert(prompts)
      .values({ organizationId: org, questionTypeId: typeId, title: input.title, text: plainOf(input.text, 'text'), status: input.status ?? 'active', createdBy: actor.userId })
      .returning({ id: prompts.id });
    return showPromptRow(tx, ctx, p!.id);
  });
}

/** GET prompts */
export async function listPrompts({ ctx, input }: Verb<PromptListInput>) {
  requirePermission(ctx, 'PROMPT_INDEX');
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const where = and(
      readable(ctx, prompts.organizationId),
      input.status ? eq(prompts.status, input.status) : undefined,
      input.question_type_id ? eq(prompts.questionTypeId, input.question_type_id) : undefined,
      input.search ? sql`lower(${prompts.title} || ' ' || ${prompts.text}) like ${likePattern(input.search)}` : undefined,
    );
    const [total] = await tx.select({ n: count() }).from(prompts).where(where);
    return list(await promptsWhere(tx, ctx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/**
 * GET prompts/question-type/{slug}: the active prompts of one type, the centre's and the master's, that a student
 * reads beside the type's practice list (the cues a trainer wants in mind: "Write 200-300 words"). A prompt without
 * a type stays in the authors' library. Students hold QUESTION_TYPE_SHOW, not PROMPT_INDEX.
 */
export async function promptsForType({ ctx, input }: Verb<{ slug: string }>) {
  requireAnyPermission(ctx, 'QUESTION_TYPE_SHOW', 'PROMPT_INDEX');
  return withTenantTx(ctx, async (tx) => {
    const [t] = await tx.select({ id: questionTypes.id }).from(questionTypes).where(eq(questionTypes.slug, input.slug));
    if (!t) throw new NotFoundError('Question type not found');
    return promptsWhere(tx, ctx, and(readable(ctx, prompts.organizationId), eq(prompts.status, 'active'), eq(prompts.questionTypeId, t.id)), 1, 20);
  });
}

/**
 * PATCH prompts/{id}: any field; a body with `status` alone needs PROMPT_CHANGE_STATUS or PROMPT_UPDATE, anything
 * else PROMPT_UPDATE (the list's status toggle and the editor share the one endpoint).
 */
export async function updatePrompt({ ctx, input }: Verb<UpdatePromptInput & { id: number }>) {
  requireAnyPermission(ctx, 'PROMPT_UPDATE', 'PROMPT_CHANGE_STATUS');
  const statusOnly = input.title === undefined && input.text === undefined && input.question_type_id === undefined;
  if (!statusOnly) requirePermission(ctx, 'PROMPT_UPDATE');
  return withTenantTx(ctx, async (tx) => {
    const [seen] = await tx.select().from(prompts).where(and(readable(ctx, prompts.organizationId), eq(prompts.id, input.id)));
    if (!seen) throw new NotFoundError('Prompt not found');
    assertOwns(ctx, seen.organizationId);
    const [p] = await tx.select().from(prompts).where(eq(prompts.id, seen.id)).for('update');
    if (!p) throw new NotFoundError('Prompt not found');
    const typeId = input.question_type_id === undefined ? p.questionTypeId : input.question_type_id === null ? null : (await requireType(tx, input.question_type_id)).id;
    await tx
      .update(prompts)
      .set({
        questionTypeId: typeId,
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.text !== undefined ? { text: plainOf(input.text, 'text') } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        updatedAt: new Date(),
      })
      .where(eq(prompts.id, p.id));
    return showPromptRow(tx, ctx, p.id);
  });
}
