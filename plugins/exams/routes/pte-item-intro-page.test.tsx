// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { pageTexts } from '../locales/texts';
import PteItemIntroPage from './pte-item-intro-page';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/student/pte-practice/:slug/pte-preview1/:id" element={<PteItemIntroPage />} />
      </Routes>
    </MemoryRouter>,
  );

const timing = () => Object.fromEntries(screen.getAllByTestId('pte-intro-timing').map((el) => [el.getAttribute('data-key'), el.querySelector('dd')!.textContent]));

describe('the PTE item intro', () => {
  beforeAll(() => initTestI18n({ exams: pageTexts.en }));
  afterEach(cleanup);

  it('names the type, says what to do, gives the timing of its definition and starts the practice player', async () => {
    renderAt('/student/pte-practice/read-aloud/pte-preview1/12');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Read Aloud');
    expect(screen.getByTestId('pte-intro-section').textContent).toBe('Part 1 · Speaking');
    await waitFor(() => expect(screen.getByTestId('pte-intro-instruction').textContent).toMatch(/^Look at the text below/));
    expect(timing()).toEqual({ prep: '35 seconds', response: '40 seconds', beep: 'A short tone marks the start of recording' });
    expect(screen.getByTestId('pte-intro-start').getAttribute('href')).toBe('/student/pte-practice/read-aloud/pte/12');
  });

  it('writes long windows in minutes and the audio of listening items', () => {
    renderAt('/student/pte-practice/summarize-spoken-text/pte-preview1/3');
    const t = timing();
    expect(t.response).toBe('10 minutes');
    expect(t.audioPlays).toBe('Plays once');
    expect(t.beep).toBeUndefined();
  });

  it('an unknown type says so', () => {
    renderAt('/student/pte-practice/nope/pte-preview1/3');
    expect(screen.getByTestId('pte-intro-unknown').textContent).toContain('This item type does not exist.');
  });
});
