// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { EditorProps } from '@question-types/kit/ui-contract';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import type * as UiRegistryNs from '@question-types/ui-registry';

type HttpModule = typeof HttpModuleNs;
type UiRegistryModule = typeof UiRegistryNs;
import { HttpError } from '@kernel/http/client';
import en from '../locales/en.json';
import CreatePage from './create-page';

const post = vi.hoisted(() => vi.fn());
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  return { ...real, http: { ...real.http, post } };
});

// A stand-in for the type's Editor: it fills in a valid item and lists the issues it is given, by path.
vi.mock('@question-types/ui-registry', async (importOriginal) => {
  const real = await importOriginal<UiRegistryModule>();
  function FakeEditor({ onChange, issues }: EditorProps) {
    return (
      <div>
        <button
          type="button"
          onClick={() =>
            onChange({ passage: 'A passage.', question: 'Which?', options: [{ id: 'A', text: 'One' }, { id: 'B', text: 'Two' }] }, { correct: 'B' })
          }
        >
          fill item
        </button>
        <input name="content.options.1.text" aria-label="Option B" />
        <ul data-testid="editor-issues">
          {issues.map((i) => (
            <li key={i.path + i.message} data-path={i.path}>
              {i.message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const Fake = () => null;
  const ui = { Player: Fake, Editor: FakeEditor, Review: Fake };
  return { ...real, useQuestionTypeUi: (slug: string | null | undefined) => (slug ? { status: 'ready', ui } : { status: 'loading' }) };
});

function renderAt(url: string) {
  return renderWith(url, [
    ['/teacher/question-creation/pte-question/create', <CreatePage />],
    ['/teacher/question-creation/pte-question/:section', <p>the list</p>],
  ]);
}

const editorIssue = (path: string) => screen.getByTestId('editor-issues').querySelector(`[data-path="${path}"]`);
/** The form's summary above it: one line per problem, each naming its field. */
const summary = () => [...screen.getByTestId('item-issues').querySelectorAll('li')].map((li) => li.textContent);

describe('create question', () => {
  beforeAll(() => initTestI18n({ 'question-bank': en }));
  beforeEach(() => post.mockReset());
  afterEach(cleanup);

  it('shows the missing title and item before sending anything', async () => {
    renderAt('/teacher/question-creation/pte-question/create?type=reading-multiple-choice-single&section=reading');
    fireEvent.click(screen.getByTestId('save-question'));
    expect(await screen.findByText('Fix the marked problems before saving.')).toBeTruthy();
    // each problem named by its field, not "This is required." twice
    expect(summary()).toEqual(['Title: This is required.', 'The item: This is required.']);
    expect(screen.getByText('This is required.', { selector: 'p' }).id).toMatch(/-error$/); // the title's own line
    expect(editorIssue('content')).not.toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it("maps the server's 422 onto the title field and, by path, into the editor", async () => {
    post.mockRejectedValueOnce(
      new HttpError('http', 422, { success: false, message: 'The given data was invalid.', errors: { 'key.correct': ['The correct option must be one of the options.'], 'content.options.1.text': ['Write the option.'], title: ['This title is taken.'] } }, ['The given data was invalid.']),
    );
    renderAt('/teacher/question-creation/pte-question/create?type=reading-multiple-choice-single');
    fireEvent.change(document.querySelector('input[name="title"]')!, { target: { value: 'Heat islands' } });
    fireEvent.click(screen.getByText('fill item'));
    fireEvent.click(screen.getByTestId('save-question'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe('questions');
    expect(post.mock.calls[0]![1]).toMatchObject({ type: 'reading-multiple-choice-single', title: 'Heat islands', key: { correct: 'B' }, frequency: 'MODERATE', source: 'PRACTICE' });
    await waitFor(() => expect(editorIssue('key.correct')?.textContent).toBe('The correct option must be one of the options.'));
    expect(editorIssue('content.options.1.text')?.textContent).toBe('Write the option.');
    expect(screen.getByText('This title is taken.')).toBeTruthy();
    // the summary names the Editor's fields by their labels (the item as a whole where no field carries the path)
    expect(summary()).toEqual(['Title: This title is taken.', 'The item: The correct option must be one of the options.', 'Option B: Write the option.']);
    expect(screen.queryByText('the list')).toBeNull();
  });

  it('goes to the section list once saved', async () => {
    post.mockResolvedValueOnce({ success: true, data: { id: 7 } });
    renderAt('/teacher/question-creation/pte-question/create?type=reading-multiple-choice-single');
    fireEvent.change(document.querySelector('input[name="title"]')!, { target: { value: 'Heat islands' } });
    fireEvent.click(screen.getByText('fill item'));
    fireEvent.click(screen.getByTestId('save-question'));
    expect(await screen.findByText('the list')).toBeTruthy();
  });
});
