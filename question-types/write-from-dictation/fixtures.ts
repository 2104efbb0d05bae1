import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

const items: Array<{ title: string; content: Content; key: Key }> = [
  {
    title: 'Manufacturing accuracy',
    content: { audio: '/files/seed/write-from-dictation-1.ogg' },
    key: { sentence: 'Control systems in manufacturing require a high level of accuracy.', variants: [] },
  },
  {
    title: 'Assignment deadline',
    content: { audio: '/files/seed/write-from-dictation-2.ogg' },
    key: { sentence: 'Students must submit their assignments before the deadline.', variants: [] },
  },
  {
    title: 'Museum hours',
    content: { audio: '/files/seed/write-from-dictation-3.ogg' },
    key: { sentence: 'The museum opens at nine.', variants: [['nine', '9']] },
  },
  {
    title: 'Colour of the samples',
    content: { audio: '/files/seed/write-from-dictation-4.ogg' },
    key: { sentence: 'The colour of each sample was recorded in the laboratory notebook.', variants: [['colour', 'color']] },
  },
];

/** `responses[].item` is the 0-based index into `items`; audio files are numbered from 1. Scores are for mode "bag". */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: items.map((it) => ({ ...it, audioScript: it.key.sentence })),
  responses: [
    { name: 'Worked example: 7 of 10 (docs/pte-rules.md §3.7 row 1)', item: 0, response: { text: 'Control system in manufacturing requires high level of accuracy.' }, expected: { score: 7, max: 10 } },
    { name: 'Worked example: 5 of 8 (docs/pte-rules.md §3.7 row 2)', item: 1, response: { text: 'students must submit there assignment before deadline' }, expected: { score: 5, max: 8 } },
    { name: 'Words out of order, bag mode (docs/pte-rules.md §3.7 row 3)', item: 2, response: { text: 'The museum at nine opens.' }, expected: { score: 5, max: 5 } },
    { name: 'Perfect, with a digit', item: 2, response: { text: 'the museum opens at 9' }, expected: { score: 5, max: 5 } },
    { name: 'American spelling accepted', item: 3, response: { text: 'The color of each sample was recorded in the laboratory notebook.' }, expected: { score: 11, max: 11 } },
    { name: 'Nothing typed', item: 1, response: { text: '' }, expected: { score: 0, max: 8 } },
  ],
};

export default fixtures;
