import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

/** The recording stops where the beep replaces the last words; the key's transcript has them. */
const spoken = [
  `Economists have long debated why some cities grow faster than others. One explanation is that people learn from each other when they live and work close together. Ideas move quickly between firms, workers change jobs more easily, and new businesses can find skilled staff nearby. Studies of patents show that inventors often cite other inventors from the same city, even in the age of the internet. In short, the advantage of a dense city may lie less in its buildings than in its`,
  `Before a new medicine reaches the pharmacy, it passes through several stages of testing. First it is studied in the laboratory, then in small groups of healthy volunteers, and finally in large trials with thousands of patients. Even after approval, doctors continue to report side effects, because some problems are so rare that they only appear when millions of people use the drug. In other words, the testing of a medicine does not really end when it is`,
  `Many students believe that highlighting a textbook is an effective way to study. It feels productive, and the pages look well organised afterwards. Unfortunately, research suggests that highlighting alone does very little for long-term memory. Students who test themselves, by closing the book and trying to recall the main points, remember far more a week later. So the next time you sit down with a highlighter, consider putting it away and`,
];

const endings = ['people.', 'approved.', 'quizzing yourself instead.'];

const items: Array<{ title: string; content: Content; key: Key; audioScript: string }> = [
  {
    title: 'Why cities grow',
    content: {
      audio: '/files/seed/select-missing-word-1.ogg',
      question: '',
      options: [
        { id: 'A', text: 'transport' },
        { id: 'B', text: 'people' },
        { id: 'C', text: 'parks' },
        { id: 'D', text: 'taxes' },
      ],
    },
    key: { correct: 'B', transcript: `${spoken[0]!} ${endings[0]!}` },
    audioScript: spoken[0]!,
  },
  {
    title: 'Testing medicines',
    content: {
      audio: '/files/seed/select-missing-word-2.ogg',
      question: '',
      options: [
        { id: 'A', text: 'invented' },
        { id: 'B', text: 'expensive' },
        { id: 'C', text: 'approved' },
        { id: 'D', text: 'advertised' },
        { id: 'E', text: 'tested on animals' },
      ],
    },
    key: { correct: 'C', transcript: `${spoken[1]!} ${endings[1]!}` },
    audioScript: spoken[1]!,
  },
  {
    title: 'Highlighting or testing yourself',
    content: {
      audio: '/files/seed/select-missing-word-3.ogg',
      question: '',
      options: [
        { id: 'A', text: 'reading the chapter again' },
        { id: 'B', text: 'quizzing yourself instead' },
        { id: 'C', text: 'using a different colour' },
      ],
    },
    key: { correct: 'B', transcript: `${spoken[2]!} ${endings[2]!}` },
    audioScript: spoken[2]!,
  },
];

/** `responses[].item` is the 0-based index into `items`; audio files are numbered from 1. */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items,
  responses: [
    { name: 'Right ending (docs/pte-rules.md §3.1 row 1)', item: 0, response: { selected: 'B' }, expected: { score: 1, max: 1 } },
    { name: 'Wrong ending (docs/pte-rules.md §3.1 row 2)', item: 0, response: { selected: 'D' }, expected: { score: 0, max: 1 } },
    { name: 'No option selected (docs/pte-rules.md §3.1 row 3)', item: 0, response: { selected: null }, expected: { score: 0, max: 1 } },
    { name: 'Medicine: right ending', item: 1, response: { selected: 'C' }, expected: { score: 1, max: 1 } },
    { name: 'Study habits: plausible but wrong phrase', item: 2, response: { selected: 'A' }, expected: { score: 0, max: 1 } },
  ],
};

export default fixtures;
