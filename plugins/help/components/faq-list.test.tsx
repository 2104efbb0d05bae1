// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FaqList } from './faq-list.tsx';

const items = [
  { id: 1, question: 'How is practice scored?', answer: 'By the official rules.', position: 1 },
  { id: 2, question: 'Can I repeat an item?', answer: 'Yes,\nas often as you like.', position: 2 },
];

afterEach(cleanup);

describe('FaqList', () => {
  it('is a disclosure per question: the button names and toggles its answer', () => {
    render(<FaqList items={items} />);
    const q = screen.getByRole('button', { name: 'How is practice scored?' });
    const answer = document.getElementById(q.getAttribute('aria-controls')!)!;
    expect(q.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
    fireEvent.click(q);
    expect(q.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(answer.textContent).toBe('By the official rules.');
    fireEvent.click(q);
    expect(q.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the entry a search hit names, and only that one', () => {
    render(<FaqList items={items} openId={2} />);
    expect(screen.getByRole('button', { name: 'Can I repeat an item?' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'How is practice scored?' }).getAttribute('aria-expanded')).toBe('false');
  });
});
