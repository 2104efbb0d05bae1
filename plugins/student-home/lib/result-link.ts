/** Which result page shows a sitting: a mock's own report page, every other sitting the test result page. */
export type ResultPage = 'mock' | 'test';

export function resultPageOf(mode: string): ResultPage {
  return mode === 'mock' ? 'mock' : 'test';
}
