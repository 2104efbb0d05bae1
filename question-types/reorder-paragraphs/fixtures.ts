import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

// Paragraph ids are shown to students, so they are arbitrary and do not follow the correct order.
// Item 0 is the docs/pte-rules.md §3.4 worked example: key A B C D E = q7 b2 x4 m9 d5.
const [A, B, C, D, E] = ['q7', 'b2', 'x4', 'm9', 'd5'] as const;

export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: [
    {
      title: 'The discovery of penicillin',
      content: {
        paragraphs: [
          { id: B, text: 'Returning from a holiday in 1928, he noticed that a mould had contaminated one of his culture plates.' },
          { id: D, text: 'However, Fleming could not produce the substance in useful quantities, and interest in it faded.' },
          { id: A, text: 'Alexander Fleming was a bacteriologist at St Mary\'s Hospital in London.' },
          { id: E, text: 'It was only a decade later that a team at Oxford purified penicillin and showed that it could cure infections.' },
          { id: C, text: 'Around the mould, the bacteria had been destroyed, suggesting that it released an antibacterial substance.' },
        ],
      },
      key: { order: [A, B, C, D, E] },
    },
    {
      title: 'How a bill becomes law',
      content: {
        paragraphs: [
          { id: 'k3', text: 'Committee members examine the text line by line and may propose amendments.' },
          { id: 'w8', text: 'Once both chambers have approved the same version, it is sent for formal assent and becomes law.' },
          { id: 'a1', text: 'In a parliamentary system, a proposed law usually begins as a bill introduced by a government minister.' },
          { id: 'n5', text: 'After its first reading, the bill is debated in principle and then passed to a committee.' },
        ],
      },
      key: { order: ['a1', 'n5', 'k3', 'w8'] },
    },
    {
      title: 'The water cycle and cities',
      content: {
        paragraphs: [
          { id: 'r2', text: 'In a natural landscape, much of the rain that falls soaks into the soil and slowly recharges groundwater.' },
          { id: 'h6', text: 'As a result, urban streams rise rapidly after storms and flooding becomes more frequent.' },
          { id: 'z9', text: 'To reverse this, some cities now build permeable pavements and rain gardens that let water sink in again.' },
          { id: 'c4', text: 'Cities replace this absorbent ground with roofs and roads, so rainwater runs straight into drains.' },
          { id: 'p1', text: 'Such green infrastructure also filters pollutants before they reach rivers.' },
        ],
      },
      key: { order: ['r2', 'c4', 'h6', 'z9', 'p1'] },
    },
  ],
  responses: [
    { name: 'A B C D E (docs/pte-rules.md §3.4): 4', item: 0, response: { order: [A, B, C, D, E] }, expected: { score: 4, max: 4 } },
    { name: 'B C D E A (docs/pte-rules.md §3.4): 3, no box in its own slot', item: 0, response: { order: [B, C, D, E, A] }, expected: { score: 3, max: 4 } },
    { name: 'A B D C E (docs/pte-rules.md §3.4): 1', item: 0, response: { order: [A, B, D, C, E] }, expected: { score: 1, max: 4 } },
    { name: 'A C B E D (docs/pte-rules.md §3.4): 0', item: 0, response: { order: [A, C, B, E, D] }, expected: { score: 0, max: 4 } },
    { name: 'Only three boxes placed, in order: 2', item: 0, response: { order: [A, B, C] }, expected: { score: 2, max: 4 } },
    { name: 'Bill: correct order: 3', item: 1, response: { order: ['a1', 'n5', 'k3', 'w8'] }, expected: { score: 3, max: 3 } },
    { name: 'Water cycle: nothing placed: 0', item: 2, response: { order: [] }, expected: { score: 0, max: 4 } },
    { name: 'Water cycle: last two swapped: 2', item: 2, response: { order: ['r2', 'c4', 'h6', 'p1', 'z9'] }, expected: { score: 2, max: 4 } },
  ],
};
