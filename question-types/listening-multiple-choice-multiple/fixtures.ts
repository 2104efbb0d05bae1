import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

const scripts = [
  `Today I want to look at why so many new restaurants close within their first three years. The most common reason is not bad food. It is poor cash flow: owners underestimate how long it takes to attract regular customers, and they run out of money before the business becomes profitable. A second problem is location. A cheap rent often means a street with few passers-by. Finally, many owners are excellent cooks but have no experience of managing staff, and high staff turnover quickly damages the quality of service.`,
  `Glaciers are sometimes called the planet's thermometers. Because they respond slowly to changes in temperature, they record long-term trends rather than single hot summers. Researchers measure them in several ways. Satellites track changes in surface height, while teams on the ice drill cores that preserve air bubbles thousands of years old. These bubbles show how carbon dioxide levels have changed over time. Melting glaciers also matter for people downstream, since millions depend on meltwater for drinking and farming during dry seasons.`,
  `Welcome to the orientation session for new postgraduate students. A few practical points before we begin. Your student card will be ready to collect from the library from Wednesday, and you will need it to print and to borrow books. Every student has been assigned an academic adviser; please book your first meeting within two weeks through the online portal. Finally, the writing centre offers free one-to-one sessions on academic writing, and we strongly recommend attending at least one before your first assignment is due.`,
];

const items: Array<{ title: string; content: Content; key: Key; audioScript: string }> = [
  {
    title: 'Why new restaurants close',
    content: {
      audio: '/files/seed/listening-multiple-choice-multiple-1.ogg',
      question: 'According to the speaker, which of the following are reasons why new restaurants fail?',
      options: [
        { id: 'A', text: 'Owners run out of money before the business makes a profit.' },
        { id: 'B', text: 'The food served is usually of poor quality.' },
        { id: 'C', text: 'Cheap premises are often in streets with few passers-by.' },
        { id: 'D', text: 'Competition from large restaurant chains.' },
        { id: 'E', text: 'Owners lack experience in managing staff.' },
      ],
    },
    key: { correct: ['A', 'C', 'E'], transcript: scripts[0]! },
    audioScript: scripts[0]!,
  },
  {
    title: 'Glaciers as thermometers',
    content: {
      audio: '/files/seed/listening-multiple-choice-multiple-2.ogg',
      question: 'Which of the following statements are supported by the talk?',
      options: [
        { id: 'A', text: 'Glaciers reflect long-term climate trends rather than single seasons.' },
        { id: 'B', text: 'Ice cores contain air from thousands of years ago.' },
        { id: 'C', text: 'Satellites are unable to measure glaciers accurately.' },
        { id: 'D', text: 'Many people rely on glacier meltwater in dry seasons.' },
        { id: 'E', text: 'Carbon dioxide levels have stayed the same for centuries.' },
        { id: 'F', text: 'Glaciers melt faster in a single hot summer than over decades.' },
      ],
    },
    key: { correct: ['A', 'B', 'D'], transcript: scripts[1]! },
    audioScript: scripts[1]!,
  },
  {
    title: 'Postgraduate orientation',
    content: {
      audio: '/files/seed/listening-multiple-choice-multiple-3.ogg',
      question: 'What does the speaker ask new students to do?',
      options: [
        { id: 'A', text: 'Book a first meeting with their academic adviser within two weeks.' },
        { id: 'B', text: 'Collect their student card from the admissions office.' },
        { id: 'C', text: 'Attend a writing centre session before the first assignment is due.' },
        { id: 'D', text: 'Pay a fee for one-to-one writing sessions.' },
      ],
    },
    key: { correct: ['A', 'C'], transcript: scripts[2]! },
    audioScript: scripts[2]!,
  },
];

/** `responses[].item` is the 0-based index into `items`; audio files are numbered from 1. */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items,
  responses: [
    { name: 'Key {A,C,E}, answer {A,C}: 2 − 0 (docs/pte-rules.md §3.2 row 1)', item: 0, response: { selected: ['A', 'C'] }, expected: { score: 2, max: 3 } },
    { name: 'Key {A,C,E}, answer {A,B,C}: 2 − 1 (docs/pte-rules.md §3.2 row 2)', item: 0, response: { selected: ['A', 'B', 'C'] }, expected: { score: 1, max: 3 } },
    { name: 'Key {A,C,E}, answer {B,D}: 0 − 2, floor (docs/pte-rules.md §3.2 row 3)', item: 0, response: { selected: ['B', 'D'] }, expected: { score: 0, max: 3 } },
    { name: 'Key {A,C,E}, every option: 3 − 2 (docs/pte-rules.md §3.2 row 4)', item: 0, response: { selected: ['A', 'B', 'C', 'D', 'E'] }, expected: { score: 1, max: 3 } },
    { name: 'Glaciers: all three right', item: 1, response: { selected: ['D', 'A', 'B'] }, expected: { score: 3, max: 3 } },
    { name: 'Orientation: nothing selected', item: 2, response: { selected: [] }, expected: { score: 0, max: 2 } },
    { name: 'Orientation: one right, one wrong', item: 2, response: { selected: ['A', 'B'] }, expected: { score: 0, max: 2 } },
  ],
};

export default fixtures;
