// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import type * as UiRegistryNs from '@question-types/ui-registry';
import { pageTexts } from '../locales/texts';
import { dropRunningWizards } from '../wizard/wizard-store';
import TestWizardPage from './test-wizard-page';

type HttpModule = typeof HttpModuleNs;

// A fake server for the tests calls (API-CONTRACT.md "Tests"): it keeps one test per id, as the real one does.
const fake = vi.hoisted(() => ({
  calls: [] as Array<[string, string, unknown]>,
  tests: new Map<number, Record<string, unknown>>(),
  nextId: 40,
  reject422: null as null | Record<string, string[]>,
}));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const item = (id: number, slug = 'reorder-paragraphs', group = 'reading') => ({ id, title: `Question ${id}`, question_type: { id: 12, slug, name: 'Re-Order Paragraph', group, section: group.toUpperCase() }, frequency: 'HIGH', source: 'PRACTICE', content: {}, key: {} });
  const ok = <T,>(data: T) => ({ success: true, data });
  const save = (id: number, body: Record<string, unknown>) => {
    const prev = fake.tests.get(id) ?? { id, t_id: `PT-${id}`, exam_type: 'practice-tests', status: 'active', approval: 'approved', completed: false, visited: [], question_ids: [] };
    const visited = [...new Set([...(prev.visited as string[]), body.step as string])];
    const next = { ...prev, ...body, visited, completed: body.step === 'test-preview' || prev.completed };
    fake.tests.set(id, next);
    return next;
  };
  const reject = () => {
    const errors = fake.reject422;
    fake.reject422 = null;
    return Promise.reject(new real.HttpError('http', 422, { success: false, message: 'Invalid', errors }, ['Invalid']));
  };
  const get = async (path: string, options?: { params?: Record<string, unknown> }) => {
    fake.calls.push(['GET', path, options?.params]);
    const review = /^practice-tests\/review\/questions\/(\d+)$/.exec(path);
    if (review) {
      const t = fake.tests.get(Number(review[1]));
      if (!t) throw new real.HttpError('http', 404, null, ['Not found']);
      return ok({ test: t, items: (t.question_ids as number[]).map((id) => item(id)) });
    }
    if (path === 'questions/list') {
      const rows = [101, 102, 103].map((id) => ({ id, title: `Question ${id}`, question_type_id: 12, slug: 'reorder-paragraphs', section: 'READING', status: 'active', approval: 'approved', is_platform: false }));
      return ok({ items: rows, meta: { current_page: 1, per_page: 20, total: 3, last_page: 1 } });
    }
    throw new Error(`unexpected GET ${path}`);
  };
  const post = async (path: string, body: Record<string, unknown>) => {
    fake.calls.push(['POST', path, body]);
    if (path === 'practice-tests') {
      if (fake.reject422) return reject();
      return ok(save(fake.nextId++, body));
    }
    if (path === 'practice-tests/questions') {
      if (body.question_ids) return ok({ items: (body.question_ids as number[]).map((id) => item(id)) });
      return ok({ items: [201, 202].map((id) => item(id)) });
    }
    throw new Error(`unexpected POST ${path}`);
  };
  const put = async (path: string, body: Record<string, unknown>) => {
    fake.calls.push(['PUT', path, body]);
    if (fake.reject422) return reject();
    const m = /^practice-tests\/(\d+)$/.exec(path);
    if (!m) throw new Error(`unexpected PUT ${path}`);
    return ok(save(Number(m[1]), body));
  };
  return { ...real, http: { ...real.http, get, post, put } };
});

vi.mock('@question-types/ui-registry', async (importOriginal) => {
  const real = await importOriginal<typeof UiRegistryNs>();
  const ui = { Player: () => <p data-testid="fake-player">player</p>, Editor: () => null, Review: () => null };
  return { ...real, useQuestionTypeUi: () => ({ status: 'ready', ui }) };
});


function renderAt(url: string) {
  return renderWith(url, [
    ['/teacher/test-creation/test/:step', <TestWizardPage />],
    ['/teacher/test-creation/list', <p>the list</p>],
  ]);
}

const where = () => screen.getByTestId('where').textContent;
const radio = (v: string) => document.querySelector<HTMLInputElement>(`input[name="create_type"][value="${v}"]`)!;
const next = () => fireEvent.click(screen.getByTestId('wizard-next'));
const stepIs = async (step: string) => waitFor(() => expect(screen.getByTestId('wizard').getAttribute('data-step')).toBe(step));

describe('the test wizard', () => {
  beforeAll(() => initTestI18n({ 'test-creation': pageTexts.en }));
  beforeEach(() => {
    fake.calls.length = 0;
    fake.reject422 = null;
    sessionStorage.clear();
  });
  afterEach(cleanup);

  it('checks the first step inline, POSTs it, then keeps the record id in the address', async () => {
    renderAt('/teacher/test-creation/test/test-information?exam=practice-tests');
    await stepIs('test-information');
    next();
    expect(await screen.findByText('The title is required.')).toBeTruthy();
    expect(screen.getByText('Choose a category.')).toBeTruthy();
    expect(fake.calls.filter(([m]) => m !== 'GET')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Reading set' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'reading' } });
    expect(screen.queryByText('The title is required.')).toBeNull();
    next();
    await stepIs('time-set');
    expect(fake.calls).toContainEqual(['POST', 'practice-tests', { step: 'test-information', title: 'Reading set', category: 'reading', create_type: 'manual' }]);
    const id = fake.nextId - 1;
    // the address follows the step in a transition of its own (react-router 7 wraps navigations in startTransition)
    await waitFor(() => expect(where()).toBe(`/teacher/test-creation/test/time-set?id=${id}&exam=practice-tests`));

    // step 2 PUTs; Back does not save; the visited step is a button in the indicator
    fireEvent.click(screen.getByLabelText(/Set the minutes/));
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '0' } });
    next();
    expect(await screen.findByText('Enter whole minutes from 1 to 300.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '25' } });
    next();
    await stepIs('create-type');
    expect(fake.calls.at(-1)).toEqual(['PUT', `practice-tests/${id}`, expect.objectContaining({ step: 'time-set', duration_minutes: 25 })]);
    // a fresh start shows the same choice as a reload of the saved record would (the server's default)
    expect(radio('manual').checked).toBe(true);
    const indicator = screen.getByTestId('step-indicator');
    fireEvent.click(within(indicator).getByRole('button', { name: /Test information/ }));
    await stepIs('test-information');
    expect(where()).toContain('/test/test-information?id=');
  });

  it('shows a 422 from the server on the field it names', async () => {
    renderAt('/teacher/test-creation/test/test-information');
    await stepIs('test-information');
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Dup' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'combo' } });
    fake.reject422 = { title: ['The title has already been taken.'] };
    next();
    expect(await screen.findByText('The title has already been taken.')).toBeTruthy();
    await stepIs('test-information');
    expect(screen.getByLabelText(/Title/).getAttribute('aria-invalid')).toBe('true');
  });

  it('resumes a saved draft from the address at the same step, with its data', async () => {
    fake.tests.set(7, { id: 7, t_id: 'PT-7', exam_type: 'practice-tests', title: 'Saved draft', description: '', category: 'reading', duration_minutes: null, create_type: 'manual', number_of_questions: {}, question_ids: [11, 12, 13], status: 'active', approval: 'pending', step: 'choose-question', visited: ['test-information', 'time-set', 'create-type', 'number-of-question', 'choose-question'], completed: false, is_platform: false, created_at: '' });
    renderAt('/teacher/test-creation/test/review?id=7&exam=practice-tests');
    await stepIs('review');
    expect(screen.getByTestId('wizard-record').textContent).toBe('Saved draft');
    await waitFor(() => expect(screen.getAllByTestId('review-item').map((li) => li.getAttribute('data-id'))).toEqual(['11', '12', '13']));
    expect(fake.calls[0]).toEqual(['GET', 'practice-tests/review/questions/7', undefined]);

    // reorder by keyboard-reachable buttons, remove with a confirmation, then save the order
    fireEvent.click(screen.getAllByTestId('move-down')[0]!);
    await waitFor(() => expect(screen.getAllByTestId('review-item').map((li) => li.getAttribute('data-id'))).toEqual(['12', '11', '13']));
    fireEvent.click(screen.getAllByTestId('review-remove')[2]!);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Question 13');
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(screen.getAllByTestId('review-item')).toHaveLength(2));
    next();
    await stepIs('test-preview');
    expect(fake.calls).toContainEqual(['PUT', 'practice-tests/7', expect.objectContaining({ step: 'review', question_ids: [12, 11] })]);
    expect(await screen.findByTestId('preview-position')).toBeTruthy();
    expect(screen.getByTestId('preview-position').textContent).toBe('Item 1 of 2');

    // finishing saves the last step and goes to the list
    fireEvent.click(screen.getByTestId('wizard-finish'));
    await waitFor(() => expect(where()).toBe('/teacher/test-creation/list'));
    expect(fake.tests.get(7)?.completed).toBe(true);
  });

  it('opens the step after the last saved one when the address asks for a step not reached yet', async () => {
    fake.tests.set(8, { id: 8, t_id: 'PT-8', exam_type: 'practice-tests', title: 'Early', description: '', category: 'combo', duration_minutes: null, create_type: 'manual', number_of_questions: {}, question_ids: [], status: 'active', approval: 'pending', step: 'time-set', visited: ['test-information', 'time-set'], completed: false, is_platform: false, created_at: '' });
    renderAt('/teacher/test-creation/test/review?id=8&exam=practice-tests');
    await stepIs('create-type');
    await waitFor(() => expect(where()).toBe('/teacher/test-creation/test/create-type?id=8&exam=practice-tests'));
  });

  it('fills the cart from the picker: unique, removable, and it needs one question to go on', async () => {
    fake.tests.set(9, { id: 9, t_id: 'PT-9', exam_type: 'practice-tests', title: 'Pick', description: '', category: 'reading', duration_minutes: null, create_type: 'manual', number_of_questions: { 'reorder-paragraphs': 2 }, question_ids: [], status: 'active', approval: 'pending', step: 'number-of-question', visited: ['test-information', 'time-set', 'create-type', 'number-of-question'], completed: false, is_platform: false, created_at: '' });
    renderAt('/teacher/test-creation/test/choose-question?id=9&exam=practice-tests');
    await stepIs('choose-question');
    next();
    expect(await screen.findByText('Select at least one question.')).toBeTruthy();
    await screen.findAllByTestId('picker-row');
    expect(fake.calls).toContainEqual(['GET', 'questions/list', expect.objectContaining({ section: 'reading', status: 'active', page: 1 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Question 101' }));
    fireEvent.click(screen.getByTestId('picker-add-all'));
    await waitFor(() => expect(screen.getAllByTestId('cart-item').map((li) => li.getAttribute('data-id'))).toEqual(['101', '102', '103']));
    expect(await screen.findByText('Re-order Paragraphs: 3/2')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('cart')).getByRole('button', { name: 'Remove Question 101' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(2));
    next();
    await stepIs('review');
    expect(fake.calls).toContainEqual(['PUT', 'practice-tests/9', expect.objectContaining({ step: 'choose-question', question_ids: [102, 103] })]);
  });

  it('keeps the questions picked in "Choose questions" over a reload until they are saved', async () => {
    fake.tests.set(10, { id: 10, t_id: 'PT-10', exam_type: 'practice-tests', title: 'Reload', description: '', category: 'reading', duration_minutes: null, create_type: 'manual', number_of_questions: { 'reorder-paragraphs': 2 }, question_ids: [], status: 'active', approval: 'pending', step: 'number-of-question', visited: ['test-information', 'time-set', 'create-type', 'number-of-question'], completed: false, is_platform: false, created_at: '' });
    const url = '/teacher/test-creation/test/choose-question?id=10&exam=practice-tests';
    const reload = async () => {
      cleanup();
      dropRunningWizards();
      renderAt(url);
      await stepIs('choose-question');
    };
    const cart = () => screen.queryAllByTestId('cart-item').map((li) => li.getAttribute('data-id'));
    renderAt(url);
    await stepIs('choose-question');
    await screen.findAllByTestId('picker-row');
    fireEvent.click(screen.getByRole('button', { name: 'Add Question 101' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Question 103' }));
    await waitFor(() => expect(cart()).toEqual(['101', '103']));

    await reload();
    await waitFor(() => expect(cart()).toEqual(['101', '103']));
    expect(fake.calls.filter(([m]) => m === 'PUT')).toEqual([]);
    expect(fake.calls.filter(([m, p]) => m === 'GET' && p === 'practice-tests/review/questions/10')).toHaveLength(2);

    // saved with "Save and continue": the server holds them, the tab's copy is dropped
    next();
    await stepIs('review');
    expect(fake.calls).toContainEqual(['PUT', 'practice-tests/10', expect.objectContaining({ step: 'choose-question', question_ids: [101, 103] })]);
    expect(sessionStorage.length).toBe(0);
    fake.tests.set(10, { ...fake.tests.get(10)!, question_ids: [103] });
    await reload();
    await waitFor(() => expect(cart()).toEqual(['103']));
  });

  it('shows "Manual" in "Create type" after a reload too', async () => {
    fake.tests.set(11, { id: 11, t_id: 'PT-11', exam_type: 'practice-tests', title: 'Type', description: '', category: 'reading', duration_minutes: null, create_type: 'manual', number_of_questions: {}, question_ids: [], status: 'active', approval: 'pending', step: 'time-set', visited: ['test-information', 'time-set'], completed: false, is_platform: false, created_at: '' });
    renderAt('/teacher/test-creation/test/create-type?id=11&exam=practice-tests');
    await stepIs('create-type');
    expect(radio('manual').checked).toBe(true);
    expect(radio('random').checked).toBe(false);
  });
});
