import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: [
    {
      title: 'Microplastics in freshwater',
      content: {
        passage:
          'Most research on plastic pollution has focused on the oceans, but rivers and lakes are increasingly recognised as both victims and carriers of the problem. Microplastics, particles smaller than five millimetres, enter freshwater systems from several directions. Synthetic fibres shed from clothing pass through washing machines and are only partly captured by wastewater treatment plants. Fragments of tyres are washed from roads into drains during heavy rain. In agricultural areas, sewage sludge spread on fields as fertiliser can carry particles into nearby streams.\n\nOnce in the water, the particles do not behave uniformly. Dense plastics sink into sediments, where they may remain for decades, while lighter ones travel downstream and eventually reach the sea. Laboratory studies show that some freshwater invertebrates eat the particles, although it remains unclear whether concentrations in the wild are high enough to harm their populations.',
        question: 'Which of the following are mentioned as sources of microplastics in freshwater? Select all that apply.',
        options: [
          { id: 'A', text: 'Fibres released when synthetic clothes are washed' },
          { id: 'B', text: 'Plastic packaging dumped directly into lakes' },
          { id: 'C', text: 'Particles worn from vehicle tyres' },
          { id: 'D', text: 'Fishing nets abandoned by commercial boats' },
          { id: 'E', text: 'Sewage sludge used on farmland' },
        ],
      },
      key: { correct: ['A', 'C', 'E'] },
    },
    {
      title: 'Bilingualism and attention',
      content: {
        passage:
          'For much of the twentieth century, parents were warned that raising a child with two languages might cause confusion and delay. More recent research has reversed that view. Bilingual children do sometimes have a smaller vocabulary in each language than monolingual peers, but their combined vocabulary is usually similar or larger. Several studies have also reported that bilingual speakers perform better on tasks that require them to ignore irrelevant information, possibly because they constantly manage two competing language systems.\n\nThese findings are debated. Large replication studies have failed to find a consistent advantage in attention, and critics argue that early studies often compared groups that also differed in income or education. There is broader agreement that bilingualism brings social and economic benefits, such as access to two cultures and wider job opportunities.',
        question: 'According to the passage, which statements about bilingualism are supported? Select all that apply.',
        options: [
          { id: 'A', text: 'Bilingual children may know fewer words in each single language.' },
          { id: 'B', text: 'Bilingualism is proven to improve attention in all speakers.' },
          { id: 'C', text: 'Some early studies did not control for differences in income.' },
          { id: 'D', text: 'Bilingual children usually start speaking later than others.' },
        ],
      },
      key: { correct: ['A', 'C'] },
    },
    {
      title: 'Coral reef restoration',
      content: {
        passage:
          'Rising sea temperatures have caused repeated mass bleaching of coral reefs, and scientists are testing ways to help damaged reefs recover. One widely used method is coral gardening: fragments of healthy coral are grown on underwater frames in nurseries and later attached to degraded areas of the reef. Another approach collects coral spawn during the annual mass spawning event, rears the larvae in tanks and releases them over damaged sites. Researchers are also breeding corals that tolerate higher temperatures.\n\nRestoration is expensive and slow, and the areas restored so far are tiny compared with the size of the reefs affected. Most scientists therefore stress that restoration can only buy time; without deep cuts in greenhouse gas emissions, warming will continue to outpace any repair.',
        question: 'Which restoration methods does the passage describe? Select all that apply.',
        options: [
          { id: 'A', text: 'Growing coral fragments in nurseries before transplanting them' },
          { id: 'B', text: 'Shading reefs with floating covers during heatwaves' },
          { id: 'C', text: 'Raising larvae collected during mass spawning' },
          { id: 'D', text: 'Breeding heat-tolerant corals' },
          { id: 'E', text: 'Building artificial reefs from concrete' },
          { id: 'F', text: 'Removing predators that feed on coral' },
        ],
      },
      key: { correct: ['A', 'C', 'D'] },
    },
  ],
  responses: [
    { name: 'Key {A,C,E}, answer {A,C} (docs/pte-rules.md §3.2): 2', item: 0, response: { selected: ['A', 'C'] }, expected: { score: 2, max: 3 } },
    { name: 'Key {A,C,E}, answer {A,B,C} (docs/pte-rules.md §3.2): 1', item: 0, response: { selected: ['A', 'B', 'C'] }, expected: { score: 1, max: 3 } },
    { name: 'Key {A,C,E}, answer {B,D} (docs/pte-rules.md §3.2): floor 0', item: 0, response: { selected: ['B', 'D'] }, expected: { score: 0, max: 3 } },
    { name: 'Key {A,C,E}, everything selected (docs/pte-rules.md §3.2): 1', item: 0, response: { selected: ['A', 'B', 'C', 'D', 'E'] }, expected: { score: 1, max: 3 } },
    { name: 'Key {A,C,E}, all correct: 3', item: 0, response: { selected: ['E', 'C', 'A'] }, expected: { score: 3, max: 3 } },
    { name: 'Both supported statements: 2', item: 1, response: { selected: ['A', 'C'] }, expected: { score: 2, max: 2 } },
    { name: 'Nothing selected: 0', item: 2, response: { selected: [] }, expected: { score: 0, max: 3 } },
    { name: 'Two right, one wrong: 1', item: 2, response: { selected: ['A', 'D', 'E'] }, expected: { score: 1, max: 3 } },
  ],
};
