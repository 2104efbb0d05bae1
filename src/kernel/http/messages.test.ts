import { describe, expect, it } from 'vitest';
import { fieldLabel, gatherMessages } from './messages';

describe('fieldLabel', () => {
  it('turns keys into capitalised words, dotted keys too', () => {
    expect(fieldLabel('exam_date')).toBe('Exam Date');
    expect(fieldLabel('email')).toBe('Email');
    expect(fieldLabel('target.exam_date')).toBe('Target Exam Date');
    expect(fieldLabel('items.0.name')).toBe('Items 0 Name');
  });
});

describe('gatherMessages', () => {
  it('reads every source outside 422', () => {
    expect(
      gatherMessages(400, {
        message: 'A',
        messages: ['B', 'C'],
        errors: { name: ['D'] },
        error: 'E',
        detail: 'F',
        details: [{ message: 'G' }, 'H'],
      }),
    ).toEqual(['A', 'B', 'C', 'Name: D', 'E', 'F', 'G', 'H']);
  });
  it('on 422 skips message and messages and shows field errors only', () => {
    expect(
      gatherMessages(422, {
        message: 'The given data was invalid.',
        messages: ['x'],
        errors: { exam_date: ['Exam date is required'], 'scores.speaking': 'too high' },
      }),
    ).toEqual(['Exam Date: Exam date is required', 'Scores Speaking: too high']);
  });
  it('removes duplicates', () => {
    expect(gatherMessages(500, { message: 'Oops', messages: ['Oops', 'Other'], error: 'Oops' })).toEqual(['Oops', 'Other']);
    expect(gatherMessages(422, { errors: { email: ['Bad', 'Bad'] } })).toEqual(['Email: Bad']);
  });
  it('gives nothing for empty bodies', () => {
    expect(gatherMessages(500, null)).toEqual([]);
    expect(gatherMessages(500, {})).toEqual([]);
  });
});
