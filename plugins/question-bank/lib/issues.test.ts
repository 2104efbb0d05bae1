import { describe, expect, it } from 'vitest';
import { questionType } from '@question-types/registry';
import { checkItem, mapServerErrors } from './issues';

describe('mapServerErrors', () => {
  it('sends content.* and key.* to the editor by path, the common fields to their fields, the rest to the form', () => {
    const mapped = mapServerErrors({
      'content.options.1.text': ['An option needs text.'],
      'key.correct': ['Mark the correct option.', 'It must be one of the options.'],
      title: ['The title field is required.'],
      source: ['The selected source is invalid.'],
      question_type_id: ['The selected question type is invalid.'],
    });
    expect(mapped.editor).toEqual([
      { path: 'content.options.1.text', message: 'An option needs text.' },
      { path: 'key.correct', message: 'Mark the correct option.' },
      { path: 'key.correct', message: 'It must be one of the options.' },
    ]);
    expect(mapped.fields).toEqual({ title: 'The title field is required.', source: 'The selected source is invalid.' });
    expect(mapped.form).toEqual(['The selected question type is invalid.']);
  });
});

describe('checkItem', () => {
  const def = questionType('reading-multiple-choice-single')!;
  const content = { passage: 'A short passage.', question: 'Which?', options: [{ id: 'A', text: 'One' }, { id: 'B', text: 'Two' }] };

  it('passes a good item and answers it parsed', () => {
    const r = checkItem(def, content, { correct: 'B' }, { required: 'Required' });
    expect(r.issues).toEqual([]);
    expect(r.key).toEqual({ correct: 'B' });
  });

  it('names schema problems by their dotted path', () => {
    const r = checkItem(def, { ...content, options: [{ id: 'A', text: 'One' }] }, { correct: 'A' }, { required: 'Required' });
    expect(r.issues.map((i) => i.path)).toEqual(['content.options']);
  });

  it("reports validateItem's issues (a key naming no option)", () => {
    const r = checkItem(def, content, { correct: 'Z' }, { required: 'Required' });
    expect(r.issues.length).toBeGreaterThan(0);
    expect(r.issues.every((i) => /^(content|key)(\.|$)/.test(i.path))).toBe(true);
  });

  it('asks for an item when the editor has none yet', () => {
    expect(checkItem(def, null, null, { required: 'Required' }).issues).toEqual([{ path: 'content', message: 'Required' }]);
  });
});
