import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

const items: Array<{ title: string; content: Content; key: Key }> = [
  { title: 'Lecture moved', content: { audio: '/files/seed/repeat-sentence-1.ogg' }, key: { sentence: 'The lecture has been moved to the main hall.' } },
  { title: 'Library loans', content: { audio: '/files/seed/repeat-sentence-2.ogg' }, key: { sentence: 'Books borrowed from the reserve collection must be returned within two hours.' } },
  { title: 'Lab reports', content: { audio: '/files/seed/repeat-sentence-3.ogg' }, key: { sentence: 'Please upload your laboratory report before Friday afternoon.' } },
];

/** `responses[].item` is the 0-based index into `items`. Expected scores are without evidence: content from the typed transcript only. */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: items.map((it) => ({ ...it, audioScript: it.key.sentence })),
  responses: [
    { name: 'Identical (docs/pte-rules.md §3.9 row 1)', item: 0, response: { recording: null, transcript: 'The lecture has been moved to the main hall' }, expected: { score: 3, max: 13 } },
    { name: 'One word dropped (docs/pte-rules.md §3.9 row 2)', item: 0, response: { recording: null, transcript: 'the lecture has been moved to the hall' }, expected: { score: 2, max: 13 } },
    { name: 'Key words only (docs/pte-rules.md §3.9 row 3)', item: 0, response: { recording: null, transcript: 'lecture moved hall' }, expected: { score: 1, max: 13 } },
    { name: 'Almost nothing (docs/pte-rules.md §3.9 row 4)', item: 0, response: { recording: null, transcript: 'um' }, expected: { score: 0, max: 13 } },
    { name: 'Nothing', item: 1, response: { recording: null, transcript: '' }, expected: { score: 0, max: 13 } },
  ],
};

export default fixtures;
