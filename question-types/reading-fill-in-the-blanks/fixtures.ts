import type { QuestionFixtures } from '../kit/define-question-type.ts';
import { parseBlanks } from '../kit/scoring/index.ts';
import type { Content, Key, Response } from './schema.ts';

export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: [
    {
      // The docs/pte-rules.md §3.5 worked example: key [rapid, despite, which, evidence].
      title: 'Urban growth in the nineteenth century',
      content: {
        segments: parseBlanks(
          'The nineteenth century saw {{1}} growth in industrial cities. {{2}} the crowded and unhealthy conditions, workers kept arriving from the countryside, {{3}} meant that housing was always scarce. Historians have found {{4}} of this pressure in parish records, which show families sharing single rooms.',
        ),
        bank: [
          { id: 'w3', text: 'although' },
          { id: 'w7', text: 'evidence' },
          { id: 'w1', text: 'rapid' },
          { id: 'w9', text: 'who' },
          { id: 'w4', text: 'despite' },
          { id: 'w2', text: 'proof' },
          { id: 'w6', text: 'which' },
        ],
      },
      key: { answers: ['w1', 'w4', 'w6', 'w7'] },
    },
    {
      title: 'Sleep and memory',
      content: {
        segments: parseBlanks(
          'Sleep plays an important {{1}} in learning. During deep sleep, the brain appears to replay the experiences of the day, {{2}} new memories and linking them to existing knowledge. Students who are {{3}} of sleep before an examination therefore tend to remember {{4}} than those who rest well.',
        ),
        bank: [
          { id: 'm2', text: 'deprived' },
          { id: 'm8', text: 'role' },
          { id: 'm5', text: 'less' },
          { id: 'm1', text: 'strengthening' },
          { id: 'm9', text: 'aware' },
          { id: 'm4', text: 'more' },
          { id: 'm6', text: 'part' },
          { id: 'm3', text: 'weakening' },
        ],
      },
      key: { answers: ['m8', 'm1', 'm2', 'm5'] },
    },
    {
      title: 'Renewable energy storage',
      content: {
        segments: parseBlanks(
          'Solar and wind power are {{1}}: output falls when the sun sets or the wind drops. Storing surplus electricity is {{2}} essential. Large batteries can respond within seconds, {{3}} pumped hydroelectric schemes hold far more energy for {{4}} periods. Engineers are also testing hydrogen, produced {{5}} electricity splits water.',
        ),
        bank: [
          { id: 's4', text: 'longer' },
          { id: 's1', text: 'intermittent' },
          { id: 's7', text: 'constant' },
          { id: 's2', text: 'therefore' },
          { id: 's9', text: 'when' },
          { id: 's3', text: 'whereas' },
          { id: 's8', text: 'because' },
          { id: 's5', text: 'shorter' },
        ],
      },
      key: { answers: ['s1', 's2', 's3', 's4', 's9'] },
    },
  ],
  responses: [
    { name: 'Key [rapid, despite, which, evidence], answer [rapid, although, which, —] (docs/pte-rules.md §3.5): 2/4', item: 0, response: { gaps: ['w1', 'w3', 'w6', null] }, expected: { score: 2, max: 4 } },
    { name: 'All four right: 4/4', item: 0, response: { gaps: ['w1', 'w4', 'w6', 'w7'] }, expected: { score: 4, max: 4 } },
    { name: 'Nothing dropped: 0/4', item: 0, response: { gaps: [null, null, null, null] }, expected: { score: 0, max: 4 } },
    { name: 'Sleep: more/less confused: 3/4', item: 1, response: { gaps: ['m8', 'm1', 'm2', 'm4'] }, expected: { score: 3, max: 4 } },
    { name: 'Energy: distractors chosen: 3/5', item: 2, response: { gaps: ['s1', 's2', 's8', 's5', 's9'] }, expected: { score: 3, max: 5 } },
  ],
};
