import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  chapterLockOf,
  classPlayerMachine,
  type ChapterLoad,
  type MarkCompleteInput,
  type MarkCompleteOutput,
  type PlayerPart,
} from './class-player.machine';

/** The server's 403 refusal as the kernel's HttpError carries it. */
const lockedError = () =>
  Object.assign(new Error('This chapter is locked.'), {
    kind: 'http',
    status: 403,
    body: { success: false, message: 'This chapter is locked.', code: 'chapter_locked', data: { reason: 'quiz_not_passed' } },
  });

const parts = (...list: Array<Partial<PlayerPart> & Pick<PlayerPart, 'key' | 'kind'>>): PlayerPart[] => list.map((p) => ({ completed: false, ...p }));

function start(
  load: ChapterLoad | Error | Array<ChapterLoad | Error>,
  opts: { mark?: (input: MarkCompleteInput) => Promise<MarkCompleteOutput>; autoAdvance?: boolean; clock?: SimulatedClock } = {},
) {
  const loads = Array.isArray(load) ? [...load] : [load];
  const marked: MarkCompleteInput[] = [];
  const saved: Array<{ key: string; seconds: number }> = [];
  const machine = classPlayerMachine.provide({
    actors: {
      load: fromPromise(async (): Promise<ChapterLoad> => {
        const next = loads.length > 1 ? loads.shift()! : loads[0]!;
        if (next instanceof Error) throw next;
        return next;
      }),
      markComplete: fromPromise(async ({ input }: { input: MarkCompleteInput }): Promise<MarkCompleteOutput> => {
        marked.push(input);
        return opts.mark ? opts.mark(input) : {};
      }),
    },
    actions: {
      savePositions: (_, params: { changed: Array<{ key: string; seconds: number }> }) => {
        saved.push(...params.changed);
      },
    },
  });
  const actor = createActor(machine, { input: { chapterId: 7, autoAdvance: opts.autoAdvance }, clock: opts.clock ?? new SimulatedClock() }).start();
  return { actor, marked, saved };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

const chapter = (list: PlayerPart[], extra: Partial<ChapterLoad> = {}): ChapterLoad => ({ parts: list, nextChapter: { id: 8, locked: true }, ...extra });

describe('class player: resume', () => {
  it('opens on the first incomplete part and keeps the video position', async () => {
    const { actor } = start(
      chapter(parts({ key: 'text:1', kind: 'text', completed: true }, { key: 'video:2', kind: 'video', position: 93.6 }, { key: 'text:3', kind: 'text' })),
    );
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    const { context } = actor.getSnapshot();
    expect(context.index).toBe(1);
    expect(context.positions).toEqual({ 'video:2': 93 });
    expect(context.completed).toEqual(['text:1']);
  });

  it('opens on the first part of a chapter already complete, ready to continue', async () => {
    const { actor } = start(chapter(parts({ key: 'a', kind: 'text', completed: true }, { key: 'b', kind: 'video', completed: true }), { nextChapter: { id: 8, locked: false } }));
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'chapterComplete' } }));
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ next: 'chapter', chapterId: 8 });
  });

  it('a failed load waits for a retry', async () => {
    const { actor } = start([new Error('Network Error'), chapter(parts({ key: 'a', kind: 'text' }))]);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Network Error');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
  });
});

describe('class player: sequence', () => {
  it('moves between reachable parts only, and auto-advances after a completion', async () => {
    const clock = new SimulatedClock();
    const { actor, marked } = start(chapter(parts({ key: 'a', kind: 'text' }, { key: 'b', kind: 'material' }, { key: 'c', kind: 'text' })), { clock });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));

    // forbidden: part b is beyond the first incomplete part
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.goTo', index: 2 });
    expect(actor.getSnapshot().context.index).toBe(0);

    actor.send({ type: 'user.complete' });
    expect(actor.getSnapshot().matches({ ready: { flow: 'marking' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'advancing' } }));
    expect(marked).toEqual([{ chapterId: 7, partKeys: ['a'], bulk: false }]);
    expect(actor.getSnapshot().context.index).toBe(0);
    clock.increment(1199);
    expect(actor.getSnapshot().context.index).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ ready: { flow: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.index).toBe(1);

    actor.send({ type: 'user.previous' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'user.goTo', index: 1 });
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('user.stay keeps the completed part open; without autoAdvance nothing moves', async () => {
    const clock = new SimulatedClock();
    const one = start(chapter(parts({ key: 'a', kind: 'text' }, { key: 'b', kind: 'text' })), { clock });
    await waitFor(one.actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    one.actor.send({ type: 'user.complete' });
    await waitFor(one.actor, (s) => s.matches({ ready: { flow: 'advancing' } }));
    one.actor.send({ type: 'user.stay' });
    clock.increment(5000);
    expect(one.actor.getSnapshot().context.index).toBe(0);

    const two = start(chapter(parts({ key: 'a', kind: 'text' }, { key: 'b', kind: 'text' })), { autoAdvance: false });
    await waitFor(two.actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    two.actor.send({ type: 'user.complete' });
    await waitFor(two.actor, (s) => s.matches({ ready: { flow: 'idle' } }) && s.context.completed.includes('a'));
    expect(two.actor.getSnapshot().context.index).toBe(0);
  });

  it('a video completes when it ends; the chapter completes with its last part', async () => {
    const { actor, marked } = start(chapter(parts({ key: 'v', kind: 'video' }), { nextChapter: null }), { mark: async () => ({ classCompleted: true }) });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    actor.send({ type: 'media.ended', key: 'v' });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'chapterComplete' } }));
    expect(marked).toHaveLength(1);
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().output).toEqual({ next: 'congratulations' });
  });

  it('the last chapter without the class complete goes back to the class', async () => {
    const { actor } = start(chapter(parts({ key: 'v', kind: 'text' }), { nextChapter: null }));
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    actor.send({ type: 'user.complete' });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'chapterComplete' } }));
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().output).toEqual({ next: 'none' });
  });

  it('user.continue before the chapter is complete is refused', async () => {
    const { actor } = start(chapter(parts({ key: 'a', kind: 'text' })));
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().status).toBe('active');
  });
});

describe('class player: mark complete is sent once', () => {
  it('a part already complete, or in flight, is not sent again', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { actor, marked } = start(chapter(parts({ key: 'a', kind: 'text', completed: true }, { key: 'b', kind: 'text' }, { key: 'c', kind: 'video' })), {
      mark: async () => {
        await gate;
        return {};
      },
      autoAdvance: false,
    });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    actor.send({ type: 'user.complete', key: 'a' });
    expect(actor.getSnapshot().matches({ ready: { flow: 'idle' } })).toBe(true);
    actor.send({ type: 'user.complete' }); // b
    actor.send({ type: 'user.complete' }); // b again while in flight
    expect(marked).toHaveLength(1);
    release();
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    actor.send({ type: 'user.complete', key: 'b' });
    await settle();
    expect(marked.map((m) => m.partKeys)).toEqual([['b']]);
  });

  it('"mark all read" sends every incomplete text part in one bulk call', async () => {
    const { actor, marked } = start(
      chapter(parts({ key: 't1', kind: 'text', completed: true }, { key: 't2', kind: 'text' }, { key: 'v', kind: 'video' }, { key: 't3', kind: 'text' })),
      { autoAdvance: false },
    );
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    actor.send({ type: 'user.markAllRead' });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }) && s.context.completed.length === 3);
    expect(marked).toEqual([{ chapterId: 7, partKeys: ['t2', 't3'], bulk: true }]);
    actor.send({ type: 'user.markAllRead' });
    expect(marked).toHaveLength(1);
  });

  it('after "mark all read" the player moves on to the first part not done', async () => {
    const clock = new SimulatedClock();
    const { actor } = start(chapter(parts({ key: 't1', kind: 'text' }, { key: 't2', kind: 'text' }, { key: 'q', kind: 'quiz', quiz: { minScore: 50, score: null } })), { clock });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    actor.send({ type: 'user.markAllRead' });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'advancing' } }));
    clock.increment(1200);
    expect(actor.getSnapshot().context.index).toBe(2);
    // the quiz holds: nothing past it
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('a failed mark keeps the part incomplete with the message, and it can be sent again', async () => {
    let fail = true;
    const { actor, marked } = start(chapter(parts({ key: 'a', kind: 'text' }, { key: 'b', kind: 'text' })), {
      mark: async () => {
        if (fail) throw new Error('Network Error');
        return {};
      },
      autoAdvance: false,
    });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    actor.send({ type: 'user.complete' });
    await waitFor(actor, (s) => s.context.error === 'Network Error');
    expect(actor.getSnapshot().context.completed).toEqual([]);
    fail = false;
    actor.send({ type: 'user.complete' });
    await waitFor(actor, (s) => s.context.completed.includes('a'));
    expect(marked).toHaveLength(2);
  });
});

describe('class player: unlock by the quiz', () => {
  const withQuiz = (score: number | null) =>
    chapter(parts({ key: 't', kind: 'text', completed: true }, { key: 'q', kind: 'quiz', quiz: { minScore: 60, score } }));

  it('a quiz part cannot be marked complete by hand', async () => {
    const { actor, marked } = start(withQuiz(null));
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'user.complete' });
    expect(marked).toHaveLength(0);
  });

  it('a score below the minimum holds the student: the part stays incomplete, the next chapter locked', async () => {
    const { actor, marked } = start(withQuiz(null));
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    actor.send({ type: 'server.quizResult', key: 'q', score: 40, answerSheetId: 91 });
    const { context } = actor.getSnapshot();
    expect(marked).toHaveLength(0);
    expect(context.parts[1]!.quiz).toEqual({ minScore: 60, score: 40, answerSheetId: 91 });
    expect(context.nextChapter).toEqual({ id: 8, locked: true });
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('passing completes the quiz part and unlocks the next chapter', async () => {
    const { actor, marked } = start(withQuiz(40), { mark: async () => ({ nextChapterUnlocked: true }) });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    actor.send({ type: 'server.quizResult', key: 'q', score: 75, answerSheetId: 92 });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'chapterComplete' } }));
    expect(marked).toEqual([{ chapterId: 7, partKeys: ['q'], bulk: false }]);
    expect(actor.getSnapshot().context.nextChapter).toEqual({ id: 8, locked: false });
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().output).toEqual({ next: 'chapter', chapterId: 8 });
  });

  it('back from a passed quiz the server has not counted: the part is recorded on load', async () => {
    const { actor, marked } = start(withQuiz(80));
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'chapterComplete' } }));
    expect(marked).toEqual([{ chapterId: 7, partKeys: ['q'], bulk: false }]);
  });
});

describe('class player: the server refuses a locked chapter', () => {
  it('a 403 chapter_locked on load is the locked state with what unlocks it, not an error', async () => {
    const { actor } = start([lockedError(), chapter(parts({ key: 'a', kind: 'text' }))]);
    await waitFor(actor, (s) => s.matches('locked'));
    expect(actor.getSnapshot().context.lock).toEqual({ message: 'This chapter is locked.', reason: 'quiz_not_passed' });
    expect(actor.getSnapshot().context.error).toBeNull();
    // forbidden while locked
    actor.send({ type: 'user.complete' });
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
  });

  it('a chapter the server answers as locked opens locked too', async () => {
    const { actor } = start(chapter(parts({ key: 'a', kind: 'text' }), { locked: { message: 'Pass the quiz first' } }));
    await waitFor(actor, (s) => s.matches('locked'));
    expect(actor.getSnapshot().context.lock).toEqual({ message: 'Pass the quiz first' });
  });

  it('a 403 chapter_locked on mark-complete locks the player', async () => {
    const { actor } = start(chapter(parts({ key: 'a', kind: 'text' })), {
      mark: async () => {
        throw lockedError();
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    actor.send({ type: 'user.complete' });
    await waitFor(actor, (s) => s.matches('locked'));
    expect(actor.getSnapshot().context.sending).toEqual([]);
  });

  it('chapterLockOf reads only a 403 with the code', () => {
    expect(chapterLockOf({ status: 403, body: { code: 'forbidden' } })).toBeNull();
    expect(chapterLockOf({ status: 404, body: { code: 'chapter_locked' } })).toBeNull();
    expect(chapterLockOf(null)).toBeNull();
    expect(chapterLockOf({ status: 403, body: { code: 'chapter_locked' } })).toEqual({ message: undefined, reason: null });
  });
});

describe('class player: video position', () => {
  it('sends the position every 5 s when it changed, on pause and on leave', async () => {
    const clock = new SimulatedClock();
    const { actor, saved } = start(chapter(parts({ key: 'v', kind: 'video', position: 10 }, { key: 't', kind: 'text' })), { clock });
    await waitFor(actor, (s) => s.matches({ ready: { flow: 'idle' } }));
    clock.increment(5000);
    expect(saved).toEqual([]); // nothing changed since the load
    actor.send({ type: 'media.progress', key: 'v', seconds: 12.4 });
    clock.increment(4999);
    expect(saved).toEqual([]);
    clock.increment(1);
    expect(saved).toEqual([{ key: 'v', seconds: 12 }]);
    clock.increment(5000);
    expect(saved).toHaveLength(1);
    actor.send({ type: 'media.pause', key: 'v', seconds: 14 });
    expect(saved).toEqual([
      { key: 'v', seconds: 12 },
      { key: 'v', seconds: 14 },
    ]);
    actor.send({ type: 'media.progress', key: 'v', seconds: 15 });
    actor.send({ type: 'user.leave' });
    expect(saved.at(-1)).toEqual({ key: 'v', seconds: 15 });
    expect(actor.getSnapshot().context.positions).toEqual({ v: 15 });
  });

  it('media events before the chapter is loaded are ignored', () => {
    const spy = vi.fn();
    const { actor } = start(chapter(parts({ key: 'v', kind: 'video' })));
    actor.subscribe(spy);
    actor.send({ type: 'media.progress', key: 'v', seconds: 3 });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.positions).toEqual({});
  });
});
