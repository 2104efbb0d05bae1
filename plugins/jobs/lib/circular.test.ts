import { describe, expect, it } from 'vitest';
import {
  checkCircular,
  circularState,
  emptyCircular,
  isOpen,
  mapServerErrors,
  moveQuestion,
  newQuestion,
  patchQuestion,
  publicLink,
  removeQuestion,
  renderTemplate,
  reorderQuestions,
  salaryRange,
  toBody,
  toQuestionInputs,
  toValues,
} from './circular';

const NOW = new Date('2026-11-25T10:00:00Z');

describe('the circular form', () => {
  it('a new circular is posted today, open for 30 days', () => {
    const v = emptyCircular(NOW);
    expect(v.posting_date).toBe('2026-11-25');
    expect(v.deadline).toBe('2026-12-25');
    expect(v.active).toBe(true);
  });
  it('says the required fields, the dates and the salary range before sending', () => {
    const v = { ...emptyCircular(NOW), title: 'PTE trainer', job_position: 'Trainer' };
    expect(checkCircular(v)).toEqual({});
    expect(checkCircular({ ...v, title: ' ', job_position: '' })).toEqual({ title: 'form.errors.required', job_position: 'form.errors.required' });
    expect(checkCircular({ ...v, deadline: '2026-11-01' })).toEqual({ deadline: 'form.errors.deadlineBeforePosting' });
    expect(checkCircular({ ...v, deadline: '2026-02-30' })).toEqual({ deadline: 'form.errors.date' });
    expect(checkCircular({ ...v, salary_range_min: '50000', salary_range_max: '40000' })).toEqual({ salary_range_max: 'form.errors.maxBelowMin' });
    expect(checkCircular({ ...v, salary_range_min: '5.5' })).toEqual({ salary_range_min: 'form.errors.whole' });
    expect(checkCircular({ ...v, questions: [newQuestion('Ok?'), newQuestion(' ')] })).toEqual({ 'questions.1.question': 'form.errors.questionEmpty' });
  });
  it('sends the detail nested, empty salaries as null', () => {
    const body = toBody({ ...emptyCircular(NOW), title: ' T ', job_position: 'P', salary_range_min: '30000' });
    expect(body).toMatchObject({ title: 'T', job_position: 'P', posting_date: '2026-11-25', active: true });
    expect(body.job_circular_detail).toMatchObject({ salary_range_min: 30000, salary_range_max: null, deadline: '2026-12-25', type: 'full_time' });
  });
  it('reads a stored circular back, questions in their position order with ids kept', () => {
    const v = toValues({
      id: 3,
      organization_id: 1,
      is_platform: false,
      title: 'T',
      description: 'D',
      job_position: 'P',
      posting_date: '2026-11-01',
      application_count: 0,
      active: false,
      open: false,
      currency: 'BDT',
      question_count: 2,
      created_at: '',
      updated_at: '',
      job_circular_detail: { type: 'contract', salary_type: 'hourly', salary_range_min: null, salary_range_max: 900, workplace: 'remote', restrictions: '', deadline: '2026-12-01' },
      questions: [
        { id: 11, question: 'Second', required: false, position: 2 },
        { id: 10, question: 'First', required: true, position: 1 },
      ],
    });
    expect(v.salary_range_max).toBe('900');
    expect(v.active).toBe(false);
    expect(toQuestionInputs(v.questions)).toEqual([
      { id: 10, question: 'First', required: true },
      { id: 11, question: 'Second', required: false },
    ]);
  });
  it('maps the server 422 onto the fields; the rest goes above the form', () => {
    expect(mapServerErrors({ 'job_circular_detail.deadline': ['Before'], title: ['Req'], 'questions.2.question': ['Empty'], job_circular_id: ['Gone'] })).toEqual({
      fields: { deadline: 'Before', title: 'Req', 'questions.2.question': 'Empty' },
      form: ['Gone'],
    });
  });
});

describe('the questions editor', () => {
  const a = newQuestion('A');
  const b = newQuestion('B');
  const c = newQuestion('C');
  it('moves one question up or down, clamped at the ends', () => {
    expect(moveQuestion([a, b, c], c.key, -1).map((q) => q.question)).toEqual(['A', 'C', 'B']);
    expect(moveQuestion([a, b, c], a.key, -1).map((q) => q.question)).toEqual(['A', 'B', 'C']);
    expect(moveQuestion([a, b, c], a.key, 5).map((q) => q.question)).toEqual(['B', 'C', 'A']);
  });
  it('takes the dragged order; a key it missed keeps its question at the end', () => {
    expect(reorderQuestions([a, b, c], [c.key, a.key, b.key]).map((q) => q.question)).toEqual(['C', 'A', 'B']);
    expect(reorderQuestions([a, b, c], [b.key, 'unknown']).map((q) => q.question)).toEqual(['B', 'A', 'C']);
  });
  it('removes and edits by key, leaving the list it was given alone', () => {
    const list = [a, b];
    expect(removeQuestion(list, a.key)).toEqual([b]);
    expect(patchQuestion(list, b.key, { required: true })[1]).toMatchObject({ question: 'B', required: true });
    expect(list[1]!.required).toBe(false);
  });
});

describe('facts', () => {
  it('a circular is open while active and the deadline (inclusive) has not passed', () => {
    expect(isOpen({ active: true, deadline: '2026-11-25' }, '2026-11-25')).toBe(true);
    expect(isOpen({ active: true, deadline: '2026-11-24' }, '2026-11-25')).toBe(false);
    expect(isOpen({ active: false, deadline: '2027-01-01' }, '2026-11-25')).toBe(false);
    expect(circularState({ active: true, job_circular_detail: { deadline: '2026-11-24' } }, '2026-11-25')).toBe('closed');
    expect(circularState({ active: false, job_circular_detail: { deadline: '2026-11-24' } }, '2026-11-25')).toBe('inactive');
  });
  it('the public link is on the address the staff work on', () => {
    expect(publicLink('http://alpha.localhost:3000/', 7)).toBe('http://alpha.localhost:3000/job-circular/7');
  });
  it('the salary range in one line', () => {
    expect(salaryRange(null, null, 'BDT', 'en')).toBeNull();
    expect(salaryRange(30000, 50000, 'BDT', 'en')!.kind).toBe('range');
    expect(salaryRange(30000, 50000, 'BDT', 'en')!.text).toMatch(/30,000.*50,000/);
    expect(salaryRange(30000, null, 'BDT', 'en')!.kind).toBe('from');
    expect(salaryRange(null, 900, 'BDT', 'en')!.kind).toBe('upTo');
  });
  it('fills {name} and {position} like the server, leaving other braces', () => {
    expect(renderTemplate('Dear {name}, the { Position } role. {other}', { name: 'Rina', position: 'Trainer' })).toBe('Dear Rina, the Trainer role. {other}');
  });
});
