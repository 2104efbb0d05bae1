import { describe, expect, it } from 'vitest';
import {
  addressOf,
  documentProblem,
  emptyDegree,
  emptyJob,
  keyFromSearch,
  newDraft,
  ownAnswers,
  recordKey,
  resumeTarget,
  splitKey,
  stepPayload,
  STEP_FIELDS,
  toDraft,
  validateStep,
  type Draft,
  type Step,
} from './application';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEF_-0123';
const CV = '/files/quarantine/0f8fad5b-d9cb-469f-a165-70867728950e.pdf';

describe('validateStep', () => {
  it('basic information: name, e-mail and phone required and well formed', () => {
    const ok = { applicant_name: 'Rina Akter', applicant_email: 'rina@example.test', applicant_contact_number: '+880 1711-000000' };
    expect(validateStep('basic-information', ok)).toEqual({});
    expect(Object.keys(validateStep('basic-information', {}))).toEqual(['applicant_name', 'applicant_email', 'applicant_contact_number']);
    expect(validateStep('basic-information', { ...ok, applicant_email: 'nope' })).toEqual({ applicant_email: ['job:email'] });
    expect(validateStep('basic-information', { ...ok, applicant_contact_number: 'call me' })).toEqual({ applicant_contact_number: ['job:phone'] });
  });
  it('job details: a whole expected salary, a reason and the CV', () => {
    expect(validateStep('job-properties', { expected_salary: '45000', choosing_reason: 'I teach PTE.', cv: CV })).toEqual({});
    expect(validateStep('job-properties', { expected_salary: '45,000.50', choosing_reason: ' ', cv: null })).toEqual({
      expected_salary: ['job:whole'],
      choosing_reason: ['job:required'],
      cv: ['job:cvRequired'],
    });
  });
  it('education: at least one degree, each with degree and institution, a plausible year', () => {
    expect(validateStep('educational-qualification', { educational_details: [] })).toEqual({ educational_details: ['job:degreeRequired'] });
    const row = { ...emptyDegree(), degree: 'BA', institution: 'DU', passing_year: '2015' };
    expect(validateStep('educational-qualification', { educational_details: [row] })).toEqual({});
    expect(validateStep('educational-qualification', { educational_details: [row, { ...emptyDegree(), passing_year: '1850' }] })).toEqual({
      'educational_details.1.degree': ['job:required'],
      'educational_details.1.institution': ['job:required'],
      'educational_details.1.passing_year': ['job:year'],
    });
  });
  it('employment: may be empty; a job needs dates in order or the current flag', () => {
    expect(validateStep('employment-history', { experience_details: [] })).toEqual({});
    const job = { ...emptyJob(), organization: 'Alpha', designation: 'Trainer', start_date: '2020-01-01', end_date: '2019-01-01' };
    expect(validateStep('employment-history', { experience_details: [job] })).toEqual({ 'experience_details.0.end_date': ['job:endBeforeStart'] });
    expect(validateStep('employment-history', { experience_details: [{ ...job, end_date: '' }] })).toEqual({ 'experience_details.0.end_date': ['job:endRequired'] });
    expect(validateStep('employment-history', { experience_details: [{ ...job, end_date: '', current: true }] })).toEqual({});
    expect(validateStep('employment-history', { experience_details: [{ ...job, start_date: '2020-02-30', current: true }] })).toEqual({ 'experience_details.0.start_date': ['job:date'] });
  });
  it('questions: only the required ones must be answered', () => {
    const qs = [
      { id: 7, required: true },
      { id: 9, required: false },
    ];
    expect(validateStep('job-questions', { answers: {} }, qs)).toEqual({ 'answers.7': ['job:answerRequired'] });
    expect(validateStep('job-questions', { answers: { '7': 'Yes' } }, qs)).toEqual({});
  });
});

describe('stepPayload', () => {
  it('sends the server shapes: numbers, nulls for empty, answers per question in order', () => {
    expect(stepPayload('job-properties', { expected_salary: ' 50000 ', choosing_reason: ' Why ', cv: CV, pte_score_card: null })).toEqual({ expected_salary: 50000, choosing_reason: 'Why', cv: CV, pte_score_card: null });
    const degree = { ...emptyDegree(), degree: 'BA ', institution: 'DU', passing_year: '' };
    expect(stepPayload('educational-qualification', { educational_details: [degree] })).toEqual({ educational_details: [{ degree: 'BA', institution: 'DU', subject: '', passing_year: null, result: '' }] });
    const job = { ...emptyJob(), organization: 'Alpha', designation: 'Trainer', start_date: '2020-01-01', end_date: '2021-01-01', current: true };
    expect(stepPayload('employment-history', { experience_details: [job] })).toEqual({
      experience_details: [{ organization: 'Alpha', designation: 'Trainer', start_date: '2020-01-01', end_date: null, responsibilities: '' }],
    });
    expect(stepPayload('job-questions', { answers: { '9': ' b ' } }, [{ id: 7, required: false }, { id: 9, required: false }])).toEqual({
      answers: [
        { question_id: 7, answer: '' },
        { question_id: 9, answer: 'b' },
      ],
    });
  });
  it('never sends the client-only fields (row keys, file names)', () => {
    const body = JSON.stringify(stepPayload('educational-qualification', { educational_details: [emptyDegree()] }));
    expect(body).not.toContain('key');
    expect(Object.keys(stepPayload('job-properties', { cv: CV, cv_name: 'me.pdf' } as Partial<Draft>))).not.toContain('cv_name');
  });
});

describe('toDraft', () => {
  it('maps the server record back into the form, answers by question id', () => {
    const d = toDraft({
      job_circular: { id: 4 },
      applicant_name: 'Rina',
      applicant_email: 'r@x.test',
      applicant_contact_number: '01711',
      expected_salary: 40000,
      choosing_reason: 'r',
      cv: CV,
      pte_score_card: null,
      educational_details: [{ degree: 'BA', institution: 'DU', subject: '', passing_year: 2015, result: '' }],
      experience_details: [{ organization: 'A', designation: 'T', start_date: '2020-01-01', end_date: null, responsibilities: '' }],
      answers: [{ question_id: 7, question: 'Q', required: true, answer: 'Yes' }],
    });
    expect(d.job_circular_id).toBe(4);
    expect(d.expected_salary).toBe('40000');
    expect(d.cv).toBe(CV);
    expect(d.cv_name).toBe('');
    expect(d.educational_details![0]).toMatchObject({ degree: 'BA', passing_year: '2015' });
    expect(d.experience_details![0]).toMatchObject({ current: true, end_date: '' });
    expect(d.answers).toEqual({ '7': 'Yes' });
    // the round trip sends what came
    expect(stepPayload('educational-qualification', d).educational_details).toEqual([{ degree: 'BA', institution: 'DU', subject: '', passing_year: 2015, result: '' }]);
  });
  it('a new draft is for its circular with one degree row to fill', () => {
    expect(newDraft(12)).toMatchObject({ job_circular_id: 12, experience_details: [], answers: {} });
    expect(newDraft(12).educational_details).toHaveLength(1);
  });
});

describe('the address', () => {
  it('keeps the record as "<id>.<secret>" and refuses anything else', () => {
    expect(splitKey(recordKey(15, TOKEN))).toEqual({ id: '15', token: TOKEN });
    expect(splitKey('15.short')).toBeNull();
    expect(splitKey('x.' + TOKEN)).toBeNull();
    expect(splitKey(null)).toBeNull();
  });
  it('reads the mailed link form (?application=&token=)', () => {
    expect(keyFromSearch(new URLSearchParams(`application=15&token=${TOKEN}`))).toBe(`15.${TOKEN}`);
    expect(keyFromSearch(new URLSearchParams(`id=15&token=${TOKEN}`))).toBeNull();
  });
  it('puts the circular in the first step path, the draft in the query', () => {
    expect(addressOf('basic-information', null, 4)).toBe('/job-application/basic-information/4');
    expect(addressOf('basic-information', `15.${TOKEN}`, 4)).toBe(`/job-application/basic-information/4?application=15&token=${TOKEN}`);
    expect(addressOf('job-questions', `15.${TOKEN}`, 4)).toBe(`/job-application/job-questions?application=15&token=${TOKEN}`);
  });
  it('the mailed link (the first step) resumes where the applicant left off; other steps stay', () => {
    expect(resumeTarget('basic-information')).toBeUndefined();
    expect(resumeTarget('employment-history')).toBe('employment-history');
  });
});

describe('the step fields', () => {
  it('a 422 on a row field or an answer belongs to its step', () => {
    expect(STEP_FIELDS['educational-qualification']).toContain('educational_details.0.degree');
    expect(STEP_FIELDS['employment-history']).toContain('experience_details.29.end_date');
    const fields = { ...STEP_FIELDS, 'job-questions': ['answers'] } as Record<Step, string[]>;
    ownAnswers([3, 8], fields);
    expect(fields['job-questions']).toEqual(['answers', 'answers.3', 'answers.8']);
    ownAnswers([5], fields);
    expect(fields['job-questions']).toEqual(['answers', 'answers.5']);
  });
});

describe('documentProblem', () => {
  it('takes a PDF of at most 5 MiB', () => {
    expect(documentProblem({ name: 'cv.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(documentProblem({ name: 'cv.docx', type: 'application/msword', size: 1000 })).toBe('pdfOnly');
    expect(documentProblem({ name: 'cv.pdf', type: 'application/pdf', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
});
