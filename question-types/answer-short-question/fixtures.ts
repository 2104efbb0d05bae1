import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

const items: Array<{ title: string; content: Content; key: Key; audioScript: string }> = [
  {
    title: 'Days in a week',
    content: { audio: '/files/seed/answer-short-question-1.ogg' },
    audioScript: 'How many days are there in a week?',
    key: { accepted: ['seven', '7'], competing: ['six', '6', 'eight', '8', 'five', '5'] },
  },
  {
    title: 'Thermometer',
    content: { audio: '/files/seed/answer-short-question-2.ogg' },
    audioScript: 'What instrument do we use to measure temperature?',
    key: { accepted: ['thermometer', 'a thermometer'], competing: ['barometer', 'hygrometer'] },
  },
  {
    title: 'Opposite of ancient',
    content: { audio: '/files/seed/answer-short-question-3.ogg' },
    audioScript: 'What is the opposite of ancient?',
    key: { accepted: ['modern', 'new'], competing: ['old'] },
  },
];

/** `responses[].item` is the 0-based index into `items`; audio files are numbered from 1. */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  /** the key's transcript is what the seed speaks */
  items: items.map((it) => ({ ...it, key: { ...it.key, transcript: it.audioScript } })),
  responses: [
    { name: '"seven" (docs/pte-rules.md §3.8)', item: 0, response: { recording: null, transcript: 'seven' }, expected: { score: 1, max: 1 } },
    { name: '"seven days" (docs/pte-rules.md §3.8)', item: 0, response: { recording: null, transcript: 'seven days' }, expected: { score: 1, max: 1 } },
    { name: '"six" (docs/pte-rules.md §3.8)', item: 0, response: { recording: null, transcript: 'six' }, expected: { score: 0, max: 1 } },
    { name: '"six or seven": hedging (docs/pte-rules.md §3.8)', item: 0, response: { recording: null, transcript: 'six or seven' }, expected: { score: 0, max: 1 } },
    { name: 'Article and filler', item: 1, response: { recording: null, transcript: 'um, a thermometer' }, expected: { score: 1, max: 1 } },
    { name: 'Nothing', item: 2, response: { recording: null, transcript: '' }, expected: { score: 0, max: 1 } },
  ],
};

export default fixtures;
