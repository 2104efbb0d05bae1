import { describe, expect, it } from 'vitest';
import type { TraitInfo } from '../api/evaluation-api';
import { editableTraits, evaluateBody, initialValues, mapServerErrors, traitError, validateTraits } from './trait-rules';

const t = (k: string, o?: Record<string, unknown>) => (o ? `${k}:${JSON.stringify(o)}` : k);
const trait = (key: string, max: number, human = true): TraitInfo => ({ key, label: key, max, human, skills: ['speaking'] });
const READ_ALOUD = [trait('content', 40, false), trait('pronunciation', 5), trait('oralFluency', 5)];

describe('the trait form rules', () => {
  it('accept whole numbers from 0 to the maximum, and empty', () => {
    expect(traitError('0', 5, t)).toBeNull();
    expect(traitError('5', 5, t)).toBeNull();
    expect(traitError(' 3 ', 5, t)).toBeNull();
    expect(traitError('', 5, t)).toBeNull();
    expect(traitError('6', 5, t)).toBe('form.outOfRange:{"max":5}');
    expect(traitError('-1', 5, t)).toBe('form.wholeNumber:{"max":5}');
    expect(traitError('2.5', 5, t)).toBe('form.wholeNumber:{"max":5}');
    expect(traitError('abc', 5, t)).toBe('form.wholeNumber:{"max":5}');
    expect(traitError('41', 40, t)).toBe('form.outOfRange:{"max":40}');
  });

  it('ask for at least one trait and name each bad field', () => {
    expect(validateTraits(READ_ALOUD, {}, t)).toEqual({ form: 'form.nothingGiven' });
    expect(validateTraits(READ_ALOUD, { pronunciation: '7', oralFluency: '2' }, t)).toEqual({ pronunciation: 'form.outOfRange:{"max":5}' });
    expect(validateTraits(READ_ALOUD, { content: '40', pronunciation: '5' }, t)).toEqual({});
  });

  it('send the given traits as numbers; empty feedback and transcript as null; no transcript for writing', () => {
    expect(evaluateBody(9, READ_ALOUD, { pronunciation: '4', oralFluency: '' }, ' ', 'the words')).toEqual({ attempt_id: 9, traits: { pronunciation: 4 }, feedback: null, transcript: 'the words' });
    expect(evaluateBody(9, READ_ALOUD, { content: '12' }, 'Good', '')).toEqual({ attempt_id: 9, traits: { content: 12 }, feedback: 'Good', transcript: null });
    expect('transcript' in evaluateBody(9, READ_ALOUD, { content: '1' }, '', undefined)).toBe(false);
  });

  it('map a 422 onto the trait fields, and the rest onto the form', () => {
    expect(
      mapServerErrors(
        {
          'traits.pronunciation': ['The Pronunciation score must be a whole number from 0 to 5.'],
          'traits.bogus': ['The trait bogus is not a trait of Read Aloud.'],
          feedback: ['Too long.'],
        },
        ['content', 'pronunciation', 'oralFluency'],
      ),
    ).toEqual({ pronunciation: 'The Pronunciation score must be a whole number from 0 to 5.', form: 'The trait bogus is not a trait of Read Aloud.', feedback: 'Too long.' });
    expect(mapServerErrors({ attempt_id: ['Required.'], traits: ['Could not score.'] }, ['content'])).toEqual({ form: 'Required. Could not score.' });
  });

  it('let a trainer set the human traits and the computed ones still pending; start from earlier scores', () => {
    const result = { traits: [{ key: 'content', score: 0, max: 40, pending: true }, { key: 'pronunciation', score: 3, max: 5 }, { key: 'oralFluency', score: 0, max: 5, pending: true }] };
    expect(editableTraits(READ_ALOUD, result).map((x) => x.key)).toEqual(['content', 'pronunciation', 'oralFluency']);
    expect(editableTraits(READ_ALOUD, { traits: [{ key: 'content', score: 30, max: 40 }] }).map((x) => x.key)).toEqual(['pronunciation', 'oralFluency']);
    expect(initialValues(READ_ALOUD, result, { oralFluency: 4 })).toEqual({ content: '', pronunciation: '3', oralFluency: '4' });
  });
});
