// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { TextField } from '@ui/text-field';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { issueFieldLabel } from './issue-labels';
import { IssueSummary, IssuesSummarisedAbove } from './issue-summary';

afterEach(cleanup);

function Editor() {
  return (
    <div data-testid="editor">
      <TextField label="Passage" name="content.passage" required />
      <fieldset>
        <legend>Options</legend>
        <input name="content.options.0.text" aria-label="Option A" />
        <label>
          <span>Option B</span>
          <textarea name="content.options.1.text" />
        </label>
      </fieldset>
      <span id="audio-label">Audio file</span>
      <input name="content.audio" aria-labelledby="audio-label" />
    </div>
  );
}

describe('issueFieldLabel', () => {
  it("names the field at an issue's path by its label, without the required mark", () => {
    const { getByTestId } = render(<Editor />);
    const root = getByTestId('editor');
    expect(issueFieldLabel(root, 'content.passage')).toBe('Passage');
    expect(issueFieldLabel(root, 'content.options.0.text')).toBe('Option A');
    expect(issueFieldLabel(root, 'content.options.1.text')).toBe('Option B');
    expect(issueFieldLabel(root, 'content.audio')).toBe('Audio file');
  });

  it('falls back to the nearest field above the path, then to the group a list sits in', () => {
    const { getByTestId } = render(<Editor />);
    const root = getByTestId('editor');
    expect(issueFieldLabel(root, 'content.passage.0')).toBe('Passage');
    expect(issueFieldLabel(root, 'content.options')).toBe('Options');
  });

  it('names nothing for the item as a whole or a path no field carries', () => {
    const { getByTestId } = render(<Editor />);
    const root = getByTestId('editor');
    expect(issueFieldLabel(root, 'content')).toBeNull();
    expect(issueFieldLabel(root, 'key.correct')).toBeNull();
  });
});

describe('IssueSummary', () => {
  const issues = [{ path: 'content', message: 'This is required.' }];
  it('lists the issues above a bare editor, and stays away where the form around it has its own summary', () => {
    initTestI18n({});
    const bare = render(<IssueSummary issues={issues} />);
    expect(bare.queryByTestId('editor-issues')?.textContent).toBe('This is required.');
    cleanup();
    const inForm = render(
      <IssuesSummarisedAbove.Provider value={true}>
        <IssueSummary issues={issues} />
      </IssuesSummarisedAbove.Provider>,
    );
    expect(inForm.queryByTestId('editor-issues')).toBeNull();
  });
});
