// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initTestI18n } from '../../../src/kernel/i18n/test-i18n.ts';
import { RichTextEditor, htmlToText, textToHtml } from './rich-text-editor.tsx';

describe('htmlToText / textToHtml', () => {
  it('turns paragraphs, breaks, lists and entities into text', () => {
    expect(htmlToText('<p>One <strong>bold</strong> &amp; <em>two</em>.</p><p>Next<br>line</p>')).toBe('One bold & two.\n\nNext\nline');
    expect(htmlToText('<p>List:</p><ul><li><p>a</p></li><li><p>b</p></li></ul><ol><li><p>x</p></li><li><p>y</p></li></ol><p>End &lt;3&gt; &#39;q&#39;</p>')).toBe("List:\n\n• a\n• b\n\n1. x\n2. y\n\nEnd <3> 'q'");
    expect(htmlToText('<p></p>')).toBe('');
  });

  it('turns text back into paragraphs, escaping markup', () => {
    expect(textToHtml('One <b>\nline\n\nTwo & more')).toBe('<p>One &lt;b&gt;<br>line</p><p>Two &amp; more</p>');
    expect(textToHtml('')).toBe('<p></p>');
    expect(htmlToText(textToHtml('A {{1}} b.\n\nC {{2}}.'))).toBe('A {{1}} b.\n\nC {{2}}.');
  });
});

describe('RichTextEditor', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('renders a labelled editable area with the formatting toolbar', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Passage" name="content.passage" value="<p>Hello world</p>" onChange={onChange} error="Enter the passage." />);
    const area = await waitFor(() => screen.getByRole('textbox', { name: 'Passage' }));
    expect(area.getAttribute('data-name')).toBe('content.passage');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.textContent).toBe('Hello world');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Paragraph', 'Bulleted list', 'Numbered list']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(toolbar).toBeTruthy();
    expect(screen.getByText('Enter the passage.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls.at(-1)?.[0]).toContain('<ul>');
  });
});
