import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: [
    {
      title: 'Urban heat islands',
      content: {
        passage:
          'Cities are often several degrees warmer than the countryside around them, a pattern known as the urban heat island. The effect is strongest at night. During the day, asphalt, brick and concrete absorb far more solar energy than fields or forests, and after sunset they release that stored heat slowly into the surrounding air. Tall buildings also trap warm air at street level and block the breezes that would otherwise carry it away, while the scarcity of vegetation means there is little evaporation to cool the ground.\n\nPlanners have begun to respond. Some cities now require reflective "cool roofs" on new buildings, and others are planting street trees in the neighbourhoods that record the highest night-time temperatures. Early measurements suggest that such measures can lower local temperatures by one to two degrees, a small change that can nevertheless reduce heat-related illness among elderly residents.',
        question: 'According to the passage, why is the urban heat island effect strongest at night?',
        options: [
          { id: 'A', text: 'Because traffic and industry produce most of their heat after dark.' },
          { id: 'B', text: 'Because building materials release the heat they absorbed during the day.' },
          { id: 'C', text: 'Because street trees stop cooling the air once the sun has set.' },
          { id: 'D', text: 'Because reflective roofs send sunlight back into the streets.' },
        ],
      },
      key: { correct: 'B' },
    },
    {
      title: 'The honeybee waggle dance',
      content: {
        passage:
          'When a forager honeybee discovers a rich source of nectar, she returns to the hive and performs a "waggle dance" on the vertical surface of the comb. The dancer runs a short straight line while shaking her abdomen, then loops back to repeat the run. The angle of the straight run relative to vertical corresponds to the angle between the food source and the sun, and the duration of the waggle indicates the distance: the longer the waggle, the farther the flowers. Other workers follow the dancer closely, sensing her movements in the darkness of the hive.\n\nThe Austrian biologist Karl von Frisch decoded this behaviour in the 1940s, and his conclusions were initially met with scepticism. Later experiments using robotic bees and radar tracking confirmed that recruits do use the information in the dance, although they also rely on the scent of flowers carried on the dancer\'s body.',
        question: 'What does the duration of the waggle communicate to other bees?',
        options: [
          { id: 'A', text: 'The direction of the food relative to the sun.' },
          { id: 'B', text: 'The quality of the nectar that was found.' },
          { id: 'C', text: 'How far away the food source is.' },
          { id: 'D', text: 'How many foragers are needed.' },
          { id: 'E', text: 'The type of flower that was visited.' },
        ],
      },
      key: { correct: 'C' },
    },
    {
      title: 'Libraries after the printing press',
      content: {
        passage:
          'Before the invention of movable type in fifteenth-century Europe, books were copied by hand, and a monastery library of a few hundred volumes was considered substantial. Printing reduced the cost of a book dramatically, and within fifty years millions of copies were in circulation. Yet the immediate effect on libraries was not simply growth. Librarians suddenly faced the problem of choosing among an abundance of titles, and scholars complained that it had become impossible to read everything worth reading. This anxiety encouraged new tools for managing information, including printed catalogues, alphabetical indexes and bibliographies that listed the works available on a subject.',
        question: 'What is the main point the writer makes about the effect of printing on libraries?',
        options: [
          { id: 'A', text: 'It made monastery libraries unnecessary almost immediately.' },
          { id: 'B', text: 'It created new difficulties as well as larger collections.' },
          { id: 'C', text: 'It reduced the number of scholars who used libraries.' },
          { id: 'D', text: 'It caused librarians to stop buying handwritten books.' },
        ],
      },
      key: { correct: 'B' },
    },
  ],
  responses: [
    { name: 'Key B, answer B (docs/pte-rules.md §3.1): 1', item: 0, response: { selected: 'B' }, expected: { score: 1, max: 1 } },
    { name: 'Key B, answer D (docs/pte-rules.md §3.1): 0', item: 0, response: { selected: 'D' }, expected: { score: 0, max: 1 } },
    { name: 'Key B, no answer (docs/pte-rules.md §3.1): 0', item: 0, response: { selected: null }, expected: { score: 0, max: 1 } },
    { name: 'Duration means distance: 1', item: 1, response: { selected: 'C' }, expected: { score: 1, max: 1 } },
    { name: 'Confuses angle with distance: 0', item: 1, response: { selected: 'A' }, expected: { score: 0, max: 1 } },
    { name: 'Main idea: 1', item: 2, response: { selected: 'B' }, expected: { score: 1, max: 1 } },
  ],
};
