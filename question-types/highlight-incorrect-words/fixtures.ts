import type { QuestionFixtures } from '../kit/define-question-type.ts';
import { spokenText, type Content, type Key, type Response } from './schema.ts';

export { spokenText };

const items: Array<{ title: string; content: Content; key: Key }> = [
  {
    title: 'Coral bleaching',
    content: {
      audio: '/files/seed/highlight-incorrect-words-1.ogg',
      transcript:
        'Coral reefs occupy a small fraction of the ocean floor, yet these shelter roughly a quarter of the known marine species. When water temperatures rise, corals expel the algae living in their tissues and turn white, a process scientists call bleaching.',
    },
    key: { positions: [4, 11, 17], spoken: ['tiny', 'they', 'all'] },
  },
  {
    title: 'Lectures at double speed',
    content: {
      audio: '/files/seed/highlight-incorrect-words-2.ogg',
      transcript:
        'Most universities now record their lectures, and many students play them at double speed. Researchers found that comprehension barely changed at slower playback, but memory of the material improved when students skipped the daily review sessions.',
    },
    key: { positions: [9, 21, 28, 33], spoken: ['watch', 'faster', 'declined', 'weekly'] },
  },
  {
    title: 'Railway park',
    content: {
      audio: '/files/seed/highlight-incorrect-words-3.ogg',
      transcript:
        'The city council approved a proposal to convert the old railway line into a public park. Construction will begin next summer and the first section should open within three years, although funding for the final phase has not yet been confirmed.',
    },
    key: { positions: [5, 20, 28, 35], spoken: ['plan', 'spring', 'two', 'stage'] },
  },
];

/** `responses[].item` is the 0-based index into `items`; audio files are numbered from 1. */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: items.map((it) => ({ ...it, audioScript: spokenText(it.content, it.key) })),
  responses: [
    { name: 'All three differing words (docs/pte-rules.md §3.3 row 1)', item: 0, response: { selected: [4, 11, 17] }, expected: { score: 3, max: 3 } },
    { name: 'Two right, one wrong click (docs/pte-rules.md §3.3 row 2)', item: 0, response: { selected: [4, 11, 9] }, expected: { score: 1, max: 3 } },
    { name: 'One right, one wrong (docs/pte-rules.md §3.3 row 3)', item: 0, response: { selected: [4, 9] }, expected: { score: 0, max: 3 } },
    { name: 'Nothing clicked', item: 0, response: { selected: [] }, expected: { score: 0, max: 3 } },
    { name: 'Three of four', item: 1, response: { selected: [9, 21, 28] }, expected: { score: 3, max: 4 } },
    { name: 'Clicked everything suspicious', item: 2, response: { selected: [5, 20, 28, 35, 10, 24] }, expected: { score: 2, max: 4 } },
  ],
};

export default fixtures;
