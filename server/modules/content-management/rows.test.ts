import { describe, expect, it } from 'vitest';
import { questionType } from '@question-types/registry.ts';
import { cellValue, contentHash, isBlankRow, rowErrors, rowItem, templateColumns, templateRow } from './rows.ts';
import { z } from 'zod';

const mcq = questionType('reading-multiple-choice-single')!;
const essay = questionType('write-essay')!;

describe('template columns', () => {
  it('are type, title, then the top-level fields of content and key', () => {
    expect(templateColumns(mcq, false)).toEqual(['type', 'title', 'content.passage', 'content.question', 'content.options', 'key.correct']);
    expect(templateColumns(essay, true)).toEqual(['type', 'title', 'quiz_type', 'content.prompt', 'key.modelAnswer']);
  });

  it('an example row writes text as it is and lists as JSON, and reads back to the same item', () => {
    const cols = templateColumns(mcq, false);
    const item = { title: 'T', content: { passage: 'P', question: 'Q?', options: [{ id: 'A', text: 'a' }, { id: 'B', text: 'b' }] }, key: { correct: 'B' } };
    const row = templateRow(cols, mcq.slug, item);
    expect(row).toEqual(['reading-multiple-choice-single', 'T', 'P', 'Q?', '[{"id":"A","text":"a"},{"id":"B","text":"b"}]', 'B']);
    const record = Object.fromEntries(cols.map((c, i) => [c, row[i]]));
    expect(rowItem(mcq, record)).toEqual({ type: mcq.slug, title: 'T', quiz_type: null, content: item.content, key: item.key });
  });
});

describe('cells', () => {
  it('keep text the field takes as text, even when it looks like JSON', () => {
    expect(cellValue('[1,2]', z.string())).toBe('[1,2]');
    expect(cellValue('3', z.number())).toBe(3);
    expect(cellValue('not json', z.array(z.string()))).toBe('not json');
    expect(cellValue("'=SUM(A1)", z.string())).toBe('=SUM(A1)');
  });

  it('a JSON row may carry content and key as objects', () => {
    const it = rowItem(essay, { type: 'write-essay', title: ' Essay ', content: { prompt: 'Discuss.' }, key: { modelAnswer: '' } });
    expect(it).toMatchObject({ title: 'Essay', content: { prompt: 'Discuss.' } });
  });

  it('a row of empty cells is blank', () => {
    expect(isBlankRow({ a: '', b: ' ', c: undefined })).toBe(true);
    expect(isBlankRow({ a: '', b: 'x' })).toBe(false);
  });

  it('field errors become row errors', () => {
    expect(rowErrors(7, { title: ['Required.'], 'content.options': ['Too few.', 'Bad id.'] })).toEqual([
      { row: 7, field: 'title', message: 'Required.' },
      { row: 7, field: 'content.options', message: 'Too few.' },
      { row: 7, field: 'content.options', message: 'Bad id.' },
    ]);
  });
});

describe('content hash', () => {
  it('ignores key order, case and runs of white space, not the type or the quiz type', () => {
    const a = contentHash('write-essay', null, { prompt: 'Discuss  the\nIdea.', extra: 1 });
    expect(contentHash('write-essay', null, { extra: 1, prompt: ' discuss the idea. ' })).toBe(a);
    expect(contentHash('summarize-written-text', null, { prompt: 'Discuss  the\nIdea.', extra: 1 })).not.toBe(a);
    expect(contentHash('write-essay', 4, { prompt: 'Discuss  the\nIdea.', extra: 1 })).not.toBe(a);
    expect(contentHash('write-essay', null, { prompt: 'Discuss the other idea.', extra: 1 })).not.toBe(a);
  });
});
