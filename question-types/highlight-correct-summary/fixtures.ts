import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

const scripts = [
  `Coral reefs cover less than one percent of the ocean floor, yet they support about a quarter of all marine species. In recent years, rising sea temperatures have caused repeated bleaching events, in which corals expel the algae that feed them. Some reefs recover within a decade, but only when local pressures such as overfishing and pollution are low. That is why many scientists now argue that protecting water quality near the coast is one of the most practical ways to help reefs survive a warming climate.`,
  `Remote work was once seen as a perk for a few employees, but since twenty twenty it has become normal in many industries. Our study of four hundred companies found that productivity stayed roughly the same, while staff turnover fell. However, younger employees reported learning more slowly, because they had fewer chances to watch experienced colleagues at work. The companies that did best combined remote days with regular, planned time in the office for mentoring and teamwork.`,
  `The printing press is often described as the invention that created modern science, but historians are more cautious. Printing certainly made it cheaper to copy books and allowed scholars in different countries to compare the same tables and diagrams. Yet printed errors spread just as quickly as accurate results. What changed science was the combination of printing with new habits: scholars began to publish their methods, check each other's work and correct mistakes in later editions.`,
];

const items: Array<{ title: string; content: Content; key: Key; audioScript: string }> = [
  {
    title: 'Coral reefs and water quality',
    content: {
      audio: '/files/seed/highlight-correct-summary-1.ogg',
      question: '',
      options: [
        { id: 'A', text: 'Coral reefs are home to most marine species, and bleaching has now destroyed the majority of them, so scientists believe protecting them is no longer possible.' },
        { id: 'B', text: 'Although reefs are small in area, they are vital to ocean life. They can recover from bleaching caused by warmer water when local pressures are low, so improving coastal water quality is a practical way to protect them.' },
        { id: 'C', text: 'Overfishing is the main cause of coral bleaching, and banning fishing near reefs would stop bleaching events completely within a decade.' },
        { id: 'D', text: 'Corals and algae compete for food, and bleaching happens when the algae win. Scientists are trying to remove algae from reefs to help them grow.' },
      ],
    },
    key: { correct: 'B', transcript: scripts[0]! },
    audioScript: scripts[0]!,
  },
  {
    title: 'Remote work and learning',
    content: {
      audio: '/files/seed/highlight-correct-summary-2.ogg',
      question: '',
      options: [
        { id: 'A', text: 'Remote work lowered productivity in most companies, which is why the majority have returned to full-time office work.' },
        { id: 'B', text: 'Younger employees prefer remote work because they learn faster at home, away from the distractions of the office.' },
        { id: 'C', text: 'Remote work kept productivity steady and reduced turnover, but it slowed learning for younger staff, so the most successful companies mixed remote days with planned office time.' },
      ],
    },
    key: { correct: 'C', transcript: scripts[1]! },
    audioScript: scripts[1]!,
  },
  {
    title: 'The printing press and science',
    content: {
      audio: '/files/seed/highlight-correct-summary-3.ogg',
      question: '',
      options: [
        { id: 'A', text: 'Printing on its own created modern science because it made books cheaper than ever before.' },
        { id: 'B', text: 'Historians agree that printing slowed scientific progress because it spread errors more quickly than accurate results.' },
        { id: 'C', text: 'Printing helped scholars share and compare work, but it spread errors too; science changed when printing was combined with habits of publishing methods, checking work and correcting mistakes.' },
        { id: 'D', text: 'Scholars in different countries could not read each other’s work until printed diagrams replaced written explanations.' },
        { id: 'E', text: 'The first printed scientific books contained so many mistakes that scholars stopped using them.' },
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
    { name: 'Correct summary (docs/pte-rules.md §3.1 row 1)', item: 0, response: { selected: 'B' }, expected: { score: 1, max: 1 } },
    { name: 'Summary with an exaggeration (docs/pte-rules.md §3.1 row 2)', item: 0, response: { selected: 'A' }, expected: { score: 0, max: 1 } },
    { name: 'No summary selected (docs/pte-rules.md §3.1 row 3)', item: 0, response: { selected: null }, expected: { score: 0, max: 1 } },
    { name: 'Remote work: right summary', item: 1, response: { selected: 'C' }, expected: { score: 1, max: 1 } },
    { name: 'Printing: partial summary', item: 2, response: { selected: 'A' }, expected: { score: 0, max: 1 } },
  ],
};

export default fixtures;
