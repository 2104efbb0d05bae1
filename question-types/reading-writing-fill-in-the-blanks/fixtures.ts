import type { QuestionFixtures } from '../kit/define-question-type.ts';
import { parseBlanks } from '../kit/scoring/index.ts';
import type { Content, Key, Response } from './schema.ts';

const opts = (...words: string[]) => ({ options: words.map((text, i) => ({ id: String.fromCharCode(97 + i), text })) });

export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: [
    {
      title: 'The Green Revolution',
      content: {
        segments: parseBlanks(
          'Between the 1950s and the 1970s, new varieties of wheat and rice {{1}} crop yields across much of Asia and Latin America. These high-yielding plants, {{2}} with chemical fertilisers and irrigation, allowed countries such as India to become largely self-sufficient in grain. The so-called Green Revolution is {{3}} with preventing widespread famine. However, its benefits were not evenly {{4}}. Wealthier farmers who could afford fertiliser gained the most, and the heavy use of water and chemicals has {{5}} soils and aquifers in some regions.',
        ),
        gaps: [
          opts('slightly reduced', 'dramatically increased', 'carefully measured', 'rarely affected'),
          opts('compared', 'confused', 'combined', 'contrasted'),
          opts('blamed', 'credited', 'charged', 'accused'),
          opts('decided', 'discovered', 'developed', 'distributed'),
          opts('degraded', 'enriched', 'protected', 'restored'),
        ],
      },
      key: { answers: ['b', 'c', 'b', 'd', 'a'] },
    },
    {
      title: 'Citizen science',
      content: {
        segments: parseBlanks(
          'Citizen science projects invite members of the public to {{1}} to genuine research. Volunteers may count birds in their gardens, classify galaxies in telescope images or record the first flowering dates of plants. {{2}} individual observations can be less precise than those of trained scientists, the sheer volume of data often {{3}} for this weakness. Such projects also raise public {{4}} of scientific methods.',
        ),
        gaps: [opts('object', 'contribute', 'respond', 'attend'), opts('Because', 'Unless', 'Although', 'Since'), opts('pays', 'compensates', 'accounts', 'calls'), opts('awareness', 'ignorance', 'interest', 'suspicion')],
      },
      key: { answers: ['b', 'c', 'b', 'a'] },
    },
    {
      title: 'The origins of coffee',
      content: {
        segments: parseBlanks(
          'Coffee is thought to have {{1}} in the highlands of Ethiopia, where the wild plant still grows. By the fifteenth century it was being cultivated in Yemen, and coffee houses soon became important centres of social and intellectual {{2}} in cities such as Cairo and Istanbul. European traders later {{3}} the plant to their colonies, and today it is grown throughout the tropics.',
        ),
        gaps: [opts('declined', 'originated', 'vanished'), opts('living', 'life', 'lives'), opts('produced', 'reduced', 'introduced', 'induced')],
      },
      key: { answers: ['b', 'b', 'c'] },
    },
  ],
  responses: [
    { name: '5 gaps, 4 right (docs/pte-rules.md §3.5): 4/5', item: 0, response: { gaps: ['b', 'c', 'a', 'd', 'a'] }, expected: { score: 4, max: 5 } },
    { name: '5 gaps, all empty (docs/pte-rules.md §3.5): 0/5', item: 0, response: { gaps: [null, null, null, null, null] }, expected: { score: 0, max: 5 } },
    { name: 'All right: 5/5', item: 0, response: { gaps: ['b', 'c', 'b', 'd', 'a'] }, expected: { score: 5, max: 5 } },
    { name: 'Citizen science: collocation errors: 2/4', item: 1, response: { gaps: ['b', 'a', 'c', 'a'] }, expected: { score: 2, max: 4 } },
    { name: 'Coffee: one gap left empty: 2/3', item: 2, response: { gaps: ['b', null, 'c'] }, expected: { score: 2, max: 3 } },
  ],
};
