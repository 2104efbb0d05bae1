// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { queryClient } from '@kernel/http/query-client';
import type * as HttpModuleNs from '@kernel/http/client';
import type { PublicForm } from '../api/forms-api';
import { pageTexts } from '../locales/texts';
import PublicFormPage from './public-form-page';

type HttpModule = typeof HttpModuleNs;

// A fake http layer with the server's answers (server/modules/forms): the public form, and a 422 or a receipt.
const fake = vi.hoisted(() => ({ form: null as unknown, posts: [] as Array<[string, unknown]>, answer: null as null | ((body: unknown) => unknown) }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const get = async () => ({ success: true, data: fake.form });
  const post = async (path: string, body: unknown) => {
    fake.posts.push([path, body]);
    return fake.answer!(body);
  };
  return { ...real, http: { ...real.http, get, post } };
});
const { HttpError } = await import('@kernel/http/client');

const FORM: PublicForm = {
  slug: 'abcDEF234567',
  title: 'Open day',
  description: 'Come and see us.',
  accepting: true,
  closed_reason: null,
  close_on: null,
  respondent: null,
  fields: [
    { id: 'name', kind: 'text', label: 'Your name', help: '', required: true, options: [] },
    { id: 'age', kind: 'number', label: 'Age', help: '', required: false, options: [] },
    { id: 'day', kind: 'choice', label: 'Day', help: '', required: true, options: ['Sat', 'Sun'] },
    { id: 'stars', kind: 'rating', label: 'Rating', help: '', required: false, options: [] },
  ],
};

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/form/abcDEF234567']}>
      <Routes>
        <Route path="/form/:slug" element={<PublicFormPage />} />
      </Routes>
    </MemoryRouter>,
  );
}
const field = (id: string) => screen.getAllByTestId('answer-field').find((f) => f.getAttribute('data-field') === id)!;

describe('the public form page', () => {
  beforeAll(() => initTestI18n({ forms: pageTexts.en }));
  beforeEach(() => {
    queryClient.clear();
    fake.form = FORM;
    fake.posts.length = 0;
    fake.answer = () => ({ success: true, data: { id: 1, created_at: '2026-01-01T00:00:00Z', linked: false } });
  });
  afterEach(cleanup);

  it('asks for the required answers before sending anything', async () => {
    renderPage();
    await screen.findByText('Open day');
    fireEvent.click(screen.getByTestId('send-response'));
    expect(await within(field('name')).findByText('This question needs an answer.')).toBeTruthy();
    expect(within(field('day')).getByText('This question needs an answer.')).toBeTruthy();
    expect(within(field('age')).queryByText('This question needs an answer.')).toBeNull();
    expect(fake.posts).toEqual([]);
  });

  it('sends the answers (a number as a number) and thanks the respondent', async () => {
    renderPage();
    await screen.findByText('Open day');
    fireEvent.change(within(field('name')).getByRole('textbox'), { target: { value: ' Rafi ' } });
    fireEvent.change(within(field('age')).getByRole('spinbutton'), { target: { value: '31' } });
    fireEvent.click(within(field('day')).getByRole('radio', { name: 'Sun' }));
    fireEvent.click(within(field('stars')).getByRole('radio', { name: '4 out of 5' }));
    fireEvent.click(screen.getByTestId('send-response'));
    await screen.findByTestId('response-sent');
    expect(fake.posts).toEqual([['public-forms/abcDEF234567/responses', { answers: { name: 'Rafi', age: 31, day: 'Sun', stars: 4 } }]]);
  });

  it("shows the server's 422 on its field in the reader's words, by the field's kind", async () => {
    fake.answer = () => {
      throw new HttpError('http', 422, { success: false, message: 'The answer must be a number.', errors: { 'answers.age': ['The answer must be a number.'] } }, ['The answer must be a number.']);
    };
    renderPage();
    await screen.findByText('Open day');
    fireEvent.change(within(field('name')).getByRole('textbox'), { target: { value: 'Rafi' } });
    fireEvent.change(within(field('age')).getByRole('spinbutton'), { target: { value: '3' } });
    fireEvent.click(within(field('day')).getByRole('radio', { name: 'Sat' }));
    fireEvent.click(screen.getByTestId('send-response'));
    expect(await within(field('age')).findByText('Enter a number.')).toBeTruthy();
    expect(screen.getByTestId('answer-problem').textContent).toContain('Some answers need attention');
  });

  it('says why a form takes no responses', async () => {
    fake.form = { ...FORM, accepting: false, closed_reason: 'inactive' };
    renderPage();
    await screen.findByText('Open day');
    await waitFor(() => expect(screen.getByTestId('form-not-accepting').textContent).toContain('not taking responses'));
    expect(screen.queryByTestId('send-response')).toBeNull();
  });
});
