import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

const scripts = [
  `Over the last decade, beekeeping has moved from the countryside onto city rooftops. Many people assume that urban hives struggle, but our three-year survey found the opposite. City bees had access to a wider variety of flowers, from parks, gardens and street trees, and they produced more honey per hive than bees on nearby farms, where a single crop dominates the landscape. The lesson is not that cities are perfect for bees, but that diversity of food matters more than distance from traffic.`,
  `When students pull an all-night study session before an exam, they often believe they are making the most of their time. However, sleep is when the brain consolidates new memories, moving them from short-term storage into long-term networks. In our laboratory, students who slept for eight hours after learning a list of words recalled about twenty percent more the next day than those who stayed awake. So if you want to remember what you studied, protect your sleep rather than sacrificing it.`,
  `Good morning, everyone. A quick announcement about the main library. From next Monday, the ground floor will stay open until midnight on weekdays during the examination period. The upper floors, including the silent study rooms, will still close at ten as usual, because we do not have enough staff to supervise them later. Please remember that you need your student card to enter after eight in the evening, and that food is not allowed anywhere in the building.`,
];

const items: Array<{ title: string; content: Content; key: Key; audioScript: string }> = [
  {
    title: 'Urban beekeeping',
    content: {
      audio: '/files/seed/listening-multiple-choice-single-1.ogg',
      question: 'What is the speaker’s main conclusion about urban beekeeping?',
      options: [
        { id: 'A', text: 'City hives produce less honey because of air pollution from traffic.' },
        { id: 'B', text: 'A varied food supply matters more to bees than being away from traffic.' },
        { id: 'C', text: 'Farms remain the best place to keep bees because of their large crops.' },
        { id: 'D', text: 'Rooftop hives should be banned until more research has been done.' },
      ],
    },
    key: { correct: 'B', transcript: scripts[0]! },
    audioScript: scripts[0]!,
  },
  {
    title: 'Sleep and memory',
    content: {
      audio: '/files/seed/listening-multiple-choice-single-2.ogg',
      question: 'According to the speaker, why should students sleep after studying?',
      options: [
        { id: 'A', text: 'Sleep helps move new information into long-term memory.' },
        { id: 'B', text: 'Students who sleep study for fewer hours in total.' },
        { id: 'C', text: 'Staying awake makes students learn twenty percent more words.' },
        { id: 'D', text: 'Exams are usually scheduled early in the morning.' },
        { id: 'E', text: 'Tired students cannot read the exam questions.' },
      ],
    },
    key: { correct: 'A', transcript: scripts[1]! },
    audioScript: scripts[1]!,
  },
  {
    title: 'Library opening hours',
    content: {
      audio: '/files/seed/listening-multiple-choice-single-3.ogg',
      question: 'What will change during the examination period?',
      options: [
        { id: 'A', text: 'All floors of the library will open until midnight.' },
        { id: 'B', text: 'Students will be allowed to eat on the ground floor.' },
        { id: 'C', text: 'The ground floor will stay open later on weekdays.' },
        { id: 'D', text: 'Student cards will no longer be needed in the evening.' },
      ],
    },
    key: { correct: 'C', transcript: scripts[2]! },
    audioScript: scripts[2]!,
  },
];

/** `responses[].item` is the 0-based index into `items`; audio files are numbered from 1. */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items,
  responses: [
    { name: 'Key B, answer B (docs/pte-rules.md §3.1 row 1)', item: 0, response: { selected: 'B' }, expected: { score: 1, max: 1 } },
    { name: 'Key B, answer D (docs/pte-rules.md §3.1 row 2)', item: 0, response: { selected: 'D' }, expected: { score: 0, max: 1 } },
    { name: 'Key B, no answer (docs/pte-rules.md §3.1 row 3)', item: 0, response: { selected: null }, expected: { score: 0, max: 1 } },
    { name: 'Sleep: right answer', item: 1, response: { selected: 'A' }, expected: { score: 1, max: 1 } },
    { name: 'Sleep: distractor with a number from the recording', item: 1, response: { selected: 'C' }, expected: { score: 0, max: 1 } },
    { name: 'Library: right answer', item: 2, response: { selected: 'C' }, expected: { score: 1, max: 1 } },
  ],
};

export default fixtures;
