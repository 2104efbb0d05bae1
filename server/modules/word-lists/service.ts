/**
 * Word lists, their words, assignment to groups, the students' flash cards and word details
 * (server/modules/word-lists/README.md). Every verb works inside the caller's scope: a centre's address reaches that
 * centre's lists (and reads the platform's shared ones); the master on the platform domain works on the platform's.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { can, requireAnyPermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { groups, users, wordCardProgress, wordListGroups, wordListWords, wordLists } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { Card, Practice, Progress, WordDetails, WordList, WordListDetail } from './contracts.ts';
import { wordnet } from './dictionary.ts';
import { answer, nextCard, statusOf, summarise, type CardState } from './leitner.ts';
import type { CreateWordListInput, PracticeAnswerInput, UpdateWordListInput, WordListQueryInput } from './schemas.ts';

export const READ = ['MATERIAL_INDEX', 'MATERIAL_SHOW'] as const;
/** who manages lists: sees every list of the centre, not only the ones assigned to them */
const MANAGE = ['MATERIAL_STORE', 'MATERIAL_UPDATE'] as const;
const NOT_FOUND = 'Word list not found';

type Row = typeof wordLists.$inferSelect;

interface Scope {
  /** the centre, or null for the master on the platform domain */
  orgId: number | null;
  actor: Actor;
  manager: boolean;
}

function scopeOf(ctx: RequestContext, actor: Actor): Scope {
  if (ctx.tenant) return { orgId: ctx.tenant.id, actor, manager: MANAGE.some((k) => can(actor, k)) };
  // the platform domain: only the master works here (on the platform's own lists)
  if (actor.role !== 'SUPER_ADMIN') throw new NotFoundError('Word lists belong to a coaching centre: open its own address.');
  return { orgId: null, actor, manager: true };
}

/** Which lists the caller sees: a manager every list of the scope (plus the platform's active ones on a centre); anyone else the active lists assigned to one of their groups, public to the centre's students, or the platform's public ones. */
function visible(s: Scope): SQL {
  if (s.orgId === null) return isNull(wordLists.organizationId);
  const platformShared = and(isNull(wordLists.organizationId), eq(wordLists.status, 'active'))!;
  if (s.manager) return or(eq(wordLists.organizationId, s.orgId), platformShared)!;
  const mine = sql`exists (select 1 from word_list_groups wg join group_members gm on gm.group_id = wg.group_id
    where wg.word_list_id = ${wordLists.id} and gm.user_id = ${s.actor.userId} and gm.member_role = 'student')`;
  return and(
    eq(wordLists.status, 'active'),
    or(and(eq(wordLists.organizationId, s.orgId), or(eq(wordLists.publicToStudents, true), mine)), and(isNull(wordLists.organizationId), eq(wordLists.publicToStudents, true))),
  )!;
}

/** Which lists the caller may change: its own scope's (a centre never changes the platform's). */
function owned(s: Scope): SQL {
  return s.orgId === null ? isNull(wordLists.organizationId) : eq(wordLists.organizationId, s.orgId);
}

const wordsCount = sql<number>`(select count(*)::int from word_list_words w where w.word_list_id = ${wordLists.id})`;

async function rowsToLists(tx: Tx, s: Scope, rows: Array<{ l: Row; words: number; first: string | null; last: string | null }>): Promise<WordList[]> {
  const ids = rows.map((r) => r.l.id);
  const gs = ids.length
    ? await tx
        .select({ listId: wordListGroups.wordListId, id: groups.id, name: groups.name })
        .from(wordListGroups)
        .innerJoin(groups, eq(groups.id, wordListGroups.groupId))
        .where(inArray(wordListGroups.wordListId, ids))
        .orderBy(asc(sql`lower(${groups.name})`))
    : [];
  const progress = s.manager || s.orgId === null ? null : await progressOf(tx, s.actor.userId, ids);
  return rows.map((r) => ({
    id: r.l.id,
    organization_id: r.l.organizationId,
    is_platform: r.l.organizationId === null,
    title: r.l.title,
    description: r.l.description,
    status: r.l.status,
    public_to_students: r.l.publicToStudents,
    words_count: Number(r.words),
    // a student sees which lists are theirs, not the centre's other groups
    groups: s.manager ? gs.filter((g) => g.listId === r.l.id).map((g) => ({ id: g.id, name: g.name })) : [],
    editable: s.manager && r.l.organizationId === s.orgId && (s.orgId === null || can(s.actor, 'MATERIAL_UPDATE')),
    created_at: r.l.createdAt.toISOString(),
    created_by: r.l.createdBy !== null && (r.first !== null || r.last !== null) ? { id: r.l.createdBy, full_name: `${r.first ?? ''} ${r.last ?? ''}`.trim() } : null,
    progress: progress ? (progress.get(r.l.id) ?? summarise([], new Date())) : null,
  }));
}

function selectLists(tx: Tx) {
  return tx
    .select({ l: wordLists, words: wordsCount, first: users.firstName, last: users.lastName })
    .from(wordLists)
    .leftJoin(users, eq(users.id, wordLists.createdBy));
}

/** The caller's card states of each list's words, summarised. */
async function progressOf(tx: Tx, userId: number, listIds: number[]): Promise<Map<number, Progress>> {
  const out = new Map<number, Progress>();
  if (listIds.length === 0) return out;
  const states = await cardStates(tx, userId, listIds);
  const now = new Date();
  for (const id of listIds) out.set(id, summarise(states.filter((c) => c.listId === id), now));
  return out;
}

type CardRow = CardState & { listId: number; word: string; note: string };

async function cardStates(tx: Tx, userId: number, listIds: number[]): Promise<CardRow[]> {
  const rows = await tx
    .select({ w: wordListWords, box: wordCardProgress.box, dueAt: wordCardProgress.dueAt, lastSeenAt: wordCardProgress.lastSeenAt })
    .from(wordListWords)
    .leftJoin(wordCardProgress, and(eq(wordCardProgress.wordId, wordListWords.id), eq(wordCardProgress.userId, userId)))
    .where(inArray(wordListWords.wordListId, listIds))
    .orderBy(asc(wordListWords.position), asc(wordListWords.id));
  return rows.map((r) => ({
    word_id: r.w.id,
    position: r.w.position,
    box: r.box ?? 0,
    due_at: r.dueAt ?? null,
    last_seen_at: r.lastSeenAt ?? null,
    listId: r.w.wordListId,
    word: r.w.word,
    note: r.w.note,
  }));
}

async function findList(tx: Tx, where: SQL, id: number): Promise<Row> {
  const [row] = await tx.select().from(wordLists).where(and(eq(wordLists.id, id), where));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

async function detail(tx: Tx, s: Scope, id: number): Promise<WordListDetail> {
  const rows = await selectLists(tx).where(and(eq(wordLists.id, id), visible(s)));
  if (!rows[0]) throw new NotFoundError(NOT_FOUND);
  const [l] = await rowsToLists(tx, s, rows);
  const words = await tx
    .select({ id: wordListWords.id, position: wordListWords.position, word: wordListWords.word, note: wordListWords.note })
    .from(wordListWords)
    .where(eq(wordListWords.wordListId, id))
    .orderBy(asc(wordListWords.position), asc(wordListWords.id));
  return { ...l!, words };
}

/** GET word-lists */
export async function listWordLists({ ctx, input }: Verb<WordListQueryInput>) {
  const actor = requireAnyPermission(ctx, ...READ);
  const s = scopeOf(ctx, actor);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where = and(
    visible(s),
    input.status ? eq(wordLists.status, input.status) : undefined,
    input.scope === 'platform' ? isNull(wordLists.organizationId) : input.scope === 'centre' ? sql`${wordLists.organizationId} is not null` : undefined,
    input.search ? sql`lower(${wordLists.title}) like ${likePattern(input.search)}` : undefined,
  );
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(wordLists).where(where);
    const rows = await selectLists(tx)
      .where(where)
      .orderBy(desc(wordLists.createdAt), desc(wordLists.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return list(await rowsToLists(tx, s, rows), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET word-lists/{id} */
export async function showWordList({ ctx, input }: Verb<{ id: number }>): Promise<WordListDetail> {
  const actor = requireAnyPermission(ctx, ...READ);
  const s = scopeOf(ctx, actor);
  return withTenantTx(ctx, (tx) => detail(tx, s, input.id));
}

/** The groups sent: each a group of the centre, else 422 `group_ids`. A platform list has none. */
async function checkGroups(tx: Tx, s: Scope, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (s.orgId === null) throw ValidationError.field('group_ids', "The platform's lists are shared by their public flag, not assigned to a centre's groups.");
  const found = await tx.select({ id: groups.id }).from(groups).where(and(eq(groups.organizationId, s.orgId), inArray(groups.id, unique)));
  if (found.length !== unique.length) {
    const ok = new Set(found.map((f) => f.id));
    throw ValidationError.field('group_ids', `Not groups of this centre: ${unique.filter((id) => !ok.has(id)).join(', ')}.`);
  }
  return unique;
}

async function setGroups(tx: Tx, orgId: number | null, listId: number, ids: number[]): Promise<void> {
  await tx.delete(wordListGroups).where(eq(wordListGroups.wordListId, listId));
  if (ids.length && orgId !== null) await tx.insert(wordListGroups).values(ids.map((groupId) => ({ wordListId: listId, groupId, organizationId: orgId })));
}

/**
 * The words sent replace the list's words in the order sent. A word already in the list (same spelling, any case)
 * keeps its id, so the students' progress on it survives a reorder or an edit of its note.
 */
async function setWords(tx: Tx, orgId: number | null, listId: number, words: ReadonlyArray<{ word: string; note: string }>): Promise<void> {
  const existing = await tx.select({ id: wordListWords.id, word: wordListWords.word }).from(wordListWords).where(eq(wordListWords.wordListId, listId));
  const byKey = new Map(existing.map((w) => [w.word.toLowerCase(), w.id]));
  const keep = new Set<number>();
  for (const w of words) {
    const id = byKey.get(w.word.toLowerCase());
    if (id !== undefined) keep.add(id);
  }
  const drop = existing.filter((w) => !keep.has(w.id)).map((w) => w.id);
  if (drop.length) await tx.delete(wordListWords).where(inArray(wordListWords.id, drop));
  const fresh: Array<typeof wordListWords.$inferInsert> = [];
  for (const [i, w] of words.entries()) {
    const id = byKey.get(w.word.toLowerCase());
    if (id !== undefined) await tx.update(wordListWords).set({ position: i + 1, word: w.word, note: w.note }).where(eq(wordListWords.id, id));
    else fresh.push({ wordListId: listId, organizationId: orgId, position: i + 1, word: w.word, note: w.note });
  }
  if (fresh.length) await tx.insert(wordListWords).values(fresh);
}

/** POST word-lists */
export async function createWordList({ ctx, input }: Verb<CreateWordListInput>): Promise<WordListDetail> {
  const actor = requireAnyPermission(ctx, 'MATERIAL_STORE');
  const s = scopeOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const groupIds = await checkGroups(tx, s, input.group_ids);
    const [row] = await tx
      .insert(wordLists)
      .values({ organizationId: s.orgId, title: input.title, description: input.description, status: input.status, publicToStudents: input.public_to_students, createdBy: actor.userId })
      .returning({ id: wordLists.id });
    await setGroups(tx, s.orgId, row!.id, groupIds);
    await setWords(tx, s.orgId, row!.id, input.words);
    return detail(tx, { ...s, manager: true }, row!.id);
  });
}

/** PUT word-lists/{id}: the fields sent change; `words` and `group_ids` replace the whole set. */
export async function updateWordList({ ctx, input }: Verb<UpdateWordListInput & { id: number }>): Promise<WordListDetail> {
  const actor = requireAnyPermission(ctx, 'MATERIAL_UPDATE');
  const s = scopeOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    await findList(tx, owned(s), input.id);
    const groupIds = input.group_ids === undefined ? null : await checkGroups(tx, s, input.group_ids);
    const set: Partial<typeof wordLists.$inferInsert> = { updatedAt: new Date() };
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description;
    if (input.status !== undefined) set.status = input.status;
    if (input.public_to_students !== undefined) set.publicToStudents = input.public_to_students;
    await tx.update(wordLists).set(set).where(eq(wordLists.id, input.id));
    if (groupIds !== null) await setGroups(tx, s.orgId, input.id, groupIds);
    if (input.words !== undefined) await setWords(tx, s.orgId, input.id, input.words);
    return detail(tx, { ...s, manager: true }, input.id);
  });
}

/** PATCH word-lists/change-status/{id} */
export async function changeWordListStatus({ ctx, input }: Verb<{ id: number; status: 'active' | 'inactive' }>): Promise<WordListDetail> {
  const actor = requireAnyPermission(ctx, 'MATERIAL_UPDATE');
  const s = scopeOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    await findList(tx, owned(s), input.id);
    await tx.update(wordLists).set({ status: input.status, updatedAt: new Date() }).where(eq(wordLists.id, input.id));
    return detail(tx, { ...s, manager: true }, input.id);
  });
}

/** DELETE word-lists/{id}: the list, its words and every student's progress on them. */
export async function deleteWordList({ ctx, input }: Verb<{ id: number }>): Promise<null> {
  const actor = requireAnyPermission(ctx, 'MATERIAL_DESTROY');
  const s = scopeOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const row = await findList(tx, owned(s), input.id);
    await tx.delete(wordLists).where(eq(wordLists.id, row.id));
    return null;
  });
}

// ---- flash cards ----

function practiceScope(ctx: RequestContext, actor: Actor): Scope & { orgId: number } {
  const s = scopeOf(ctx, actor);
  // progress belongs to a person of a centre: the master previews lists, it does not practise them
  if (s.orgId === null) throw new NotFoundError("Flash cards are practised on a centre's own address.");
  return { ...s, orgId: s.orgId };
}

const toCard = (c: CardRow): Card => ({
  word_id: c.word_id,
  word: c.word,
  note: c.note,
  position: c.position,
  box: c.box,
  status: statusOf(c.box),
  last_seen_at: c.last_seen_at ? c.last_seen_at.toISOString() : null,
});

async function practiceOf(tx: Tx, s: Scope, list: Row, justAnswered: number | null): Promise<Practice> {
  const cards = await cardStates(tx, s.actor.userId, [list.id]);
  const now = new Date();
  const next = nextCard(cards, now, justAnswered);
  return {
    organization_id: list.organizationId,
    word_list_id: list.id,
    title: list.title,
    card: next ? toCard(next) : null,
    progress: summarise(cards, now),
    cards: cards.map(toCard),
  };
}

/** GET word-lists/{id}/practice: the card to show now and the caller's progress on the list. */
export async function showPractice({ ctx, input }: Verb<{ id: number }>): Promise<Practice> {
  const actor = requireAnyPermission(ctx, ...READ);
  const s = practiceScope(ctx, actor);
  return withTenantTx(ctx, async (tx) => practiceOf(tx, s, await findList(tx, visible(s), input.id), null));
}

/** POST word-lists/{id}/practice: "I knew it" or "Again" on one word; answers the next card. */
export async function answerPractice({ ctx, input }: Verb<PracticeAnswerInput & { id: number }>): Promise<Practice> {
  const actor = requireAnyPermission(ctx, ...READ);
  const s = practiceScope(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const list = await findList(tx, visible(s), input.id);
    const [word] = await tx.select({ id: wordListWords.id, position: wordListWords.position }).from(wordListWords).where(and(eq(wordListWords.id, input.word_id), eq(wordListWords.wordListId, list.id)));
    if (!word) throw ValidationError.field('word_id', 'This word is not in the list.');
    const [cur] = await tx
      .select()
      .from(wordCardProgress)
      .where(and(eq(wordCardProgress.userId, actor.userId), eq(wordCardProgress.wordId, word.id)))
      .for('update');
    const state: CardState = { word_id: word.id, position: word.position, box: cur?.box ?? 0, due_at: cur?.dueAt ?? null, last_seen_at: cur?.lastSeenAt ?? null };
    const after = answer(state, input.known, new Date());
    const values = {
      box: after.box,
      dueAt: after.due_at,
      lastSeenAt: after.last_seen_at,
      timesKnown: (cur?.timesKnown ?? 0) + (input.known ? 1 : 0),
      timesAgain: (cur?.timesAgain ?? 0) + (input.known ? 0 : 1),
    };
    if (cur) await tx.update(wordCardProgress).set(values).where(and(eq(wordCardProgress.userId, actor.userId), eq(wordCardProgress.wordId, word.id)));
    else await tx.insert(wordCardProgress).values({ userId: actor.userId, wordId: word.id, wordListId: list.id, organizationId: s.orgId, ...values });
    return practiceOf(tx, s, list, word.id);
  });
}

// ---- word details ----

/** GET word-details?word=: meanings, parts of speech, examples and synonyms from WordNet 3.1 (no audio offline). */
export async function wordDetails({ ctx, input }: Verb<{ word: string }>): Promise<WordDetails> {
  requireAnyPermission(ctx, 'WORD_DATA_INDEX');
  const senses = await wordnet().lookup(input.word);
  return { word: input.word, found: senses.length > 0, senses, source: 'WordNet 3.1, Princeton University', audio: null };
}
