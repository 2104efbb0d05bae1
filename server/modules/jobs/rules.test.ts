import { describe, expect, it } from 'vitest';
import {
  answerProblems, applicantStatus, circularOpen, closedReason, deadlineProblem, missingSteps, nextStatuses, renderTemplate, salaryRangeProblem, splitName,
  todayUtc, transitionAllowed,
} from './rules.ts';

describe('circularOpen / closedReason', () => {
  it('is open through the deadline day itself (UTC) and closed the day after', () => {
    expect(circularOpen({ active: true, deadline: '2026-05-10' }, '2026-05-09')).toBe(true);
    expect(circularOpen({ active: true, deadline: '2026-05-10' }, '2026-05-10')).toBe(true);
    expect(circularOpen({ active: true, deadline: '2026-05-10' }, '2026-05-11')).toBe(false);
    expect(closedReason({ active: true, deadline: '2026-05-10' }, '2026-05-11')).toBe('deadline_passed');
    expect(closedReason({ active: true, deadline: '2026-05-10' }, '2026-05-10')).toBeNull();
  });
  it('an inactive circular is closed whatever its deadline', () => {
    expect(circularOpen({ active: false, deadline: '2099-01-01' }, '2026-05-09')).toBe(false);
    expect(closedReason({ active: false, deadline: '2099-01-01' }, '2026-05-09')).toBe('inactive');
  });
  it('today is the UTC calendar day', () => {
    expect(todayUtc(new Date('2026-03-01T23:30:00-02:00'))).toBe('2026-03-02');
  });
});

describe('status transitions', () => {
  it('moves a new application anywhere but back to draft; hired is final', () => {
    expect(transitionAllowed('new', 'shortlisted')).toBe(true);
    expect(transitionAllowed('new', 'hired')).toBe(true);
    expect(transitionAllowed('hired', 'rejected')).toBe(false);
    expect(transitionAllowed('hired', 'hired')).toBe(true);
    expect(nextStatuses('hired')).toEqual([]);
  });
  it('a rejected applicant may be reconsidered but not hired straight away', () => {
    expect(transitionAllowed('rejected', 'shortlisted')).toBe(true);
    expect(transitionAllowed('rejected', 'hired')).toBe(false);
  });
  it('a draft is the applicant\'s: no reviewer moves it', () => {
    expect(transitionAllowed('draft', 'new')).toBe(false);
    expect(nextStatuses('draft')).toEqual([]);
  });
  it('the applicant sees only submitted or not', () => {
    expect(applicantStatus('draft')).toBe('draft');
    expect(applicantStatus('rejected')).toBe('new');
    expect(applicantStatus('hired')).toBe('new');
  });
});

describe('salary range and deadline', () => {
  it('refuses a minimum above the maximum, accepts equal or one-sided ranges', () => {
    expect(salaryRangeProblem(50_000, 40_000)).toMatch(/maximum salary/);
    expect(salaryRangeProblem(40_000, 40_000)).toBeNull();
    expect(salaryRangeProblem(null, 40_000)).toBeNull();
    expect(salaryRangeProblem(40_000, undefined)).toBeNull();
  });
  it('refuses a deadline before the posting date', () => {
    expect(deadlineProblem('2026-05-10', '2026-05-09')).toMatch(/before the posting date/);
    expect(deadlineProblem('2026-05-10', '2026-05-10')).toBeNull();
  });
});

describe('renderTemplate', () => {
  it('fills {name} and {position} wherever they are, in any case and spacing', () => {
    expect(renderTemplate('Dear {name}, about {position}: {NAME}/{ position }.', { name: 'Ayesha', position: 'PTE Trainer' })).toBe('Dear Ayesha, about PTE Trainer: Ayesha/PTE Trainer.');
  });
  it('leaves other braces and replacement patterns as written', () => {
    expect(renderTemplate('{other} {name}', { name: '$& $1', position: 'x' })).toBe('{other} $& $1');
  });
});

describe('splitName', () => {
  it('keeps the last word as the last name', () => {
    expect(splitName('  Ayesha  Rahman Khan ')).toEqual({ firstName: 'Ayesha Rahman', lastName: 'Khan' });
    expect(splitName('Rafi')).toEqual({ firstName: 'Rafi', lastName: '' });
  });
});

describe('missingSteps', () => {
  it('names the steps before the one saved that were not saved', () => {
    expect(missingSteps(['basic-information'], 'educational-qualification')).toEqual(['job-properties']);
    expect(missingSteps(['basic-information', 'job-properties'], 'job-properties')).toEqual([]);
    expect(missingSteps(['basic-information'], 'submit')).toEqual(['job-properties', 'educational-qualification', 'employment-history', 'job-questions']);
  });
});

describe('answerProblems', () => {
  const qs = [{ id: 1, required: true }, { id: 2, required: false }];
  it('refuses answers to questions of another circular, per field', () => {
    expect(answerProblems(qs, [{ question_id: 9, answer: 'x' }, { question_id: 1, answer: 'y' }], false)).toEqual({ 'answers.9': ['This question is not part of this job circular.'] });
  });
  it('requires the required ones when complete', () => {
    expect(answerProblems(qs, [{ question_id: 1, answer: '  ' }], true)).toEqual({ 'answers.1': ['This question requires an answer.'] });
    expect(answerProblems(qs, [{ question_id: 1, answer: 'yes' }], true)).toEqual({});
  });
  it('refuses the same question twice', () => {
    expect(answerProblems(qs, [{ question_id: 2, answer: 'a' }, { question_id: 2, answer: 'b' }], false)).toEqual({ 'answers.2': ['Answer each question once.'] });
  });
});
