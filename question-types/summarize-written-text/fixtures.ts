import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

/** `responses[].item` is the 0-based index into `items`. Expected scores are without evidence (form only). */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: [
    {
      title: 'The four-day working week',
      content: {
        passage:
          'In 2022, more than sixty British companies took part in a six-month trial of a four-day working week, in which employees kept their full salaries while working around eighty percent of their previous hours. The organisers reported that most participating firms saw revenue remain stable or rise slightly during the trial, while staff reported lower levels of stress, burnout and fatigue. Sick days fell by about two thirds, and fewer employees left their jobs than in the same period of the previous year. Critics point out that the participants volunteered for the trial and may therefore have been unusually well suited to it, and that sectors such as health care or retail, which depend on staff being present, cannot easily reduce hours without hiring more people. Nevertheless, at the end of the trial the great majority of companies decided to continue with the shorter week, and several governments have since announced pilot schemes of their own.',
      },
      key: {
        modelAnswer:
          'A six-month British trial found that a four-day week on full pay kept revenue stable while reducing stress, sick days and staff turnover, so most firms kept it, although critics note that volunteers took part and that sectors needing staff on site would find it harder.',
        keyPoints: ['UK trial, 60+ firms, full pay for ~80% hours', 'revenue stable', 'less stress, fewer sick days, lower turnover', 'critics: volunteers, some sectors cannot adapt', 'most firms continued'],
      },
    },
    {
      title: 'Microplastics in drinking water',
      content: {
        passage:
          'Microplastics, fragments of plastic smaller than five millimetres, have been found in rivers, oceans, soil and even the air. A growing number of studies have also detected them in bottled and tap water. Scientists are still uncertain about the health effects, partly because methods for measuring such tiny particles are not yet standardised, which makes results from different laboratories hard to compare. The World Health Organization has said that the current evidence does not indicate a risk to human health at the levels found in drinking water, but it has called for more research and for efforts to reduce plastic pollution in general, since the amount of plastic entering the environment is expected to keep increasing.',
      },
      key: {
        modelAnswer:
          'Although microplastics are now found everywhere, including drinking water, their health effects remain unclear because measurement methods differ, so the WHO sees no proven risk yet but urges more research and less plastic pollution.',
        keyPoints: ['microplastics everywhere, including drinking water', 'health effects uncertain', 'no standard measurement', 'WHO: no evidence of risk, more research, reduce pollution'],
      },
    },
  ],
  responses: [
    {
      name: 'One 32-word sentence (docs/pte-rules.md §3.11 row 1)',
      item: 0,
      response: { text: 'A British trial showed that a four-day week on full pay kept revenue stable and clearly reduced stress and sick days, although critics say the volunteer firms and some sectors are exceptions.' },
      expected: { score: 1, max: 7 },
    },
    {
      name: 'Two sentences (docs/pte-rules.md §3.11 row 3)',
      item: 0,
      response: { text: 'A British trial tested a four-day week on full pay with more than sixty firms. Revenue stayed stable and staff were less stressed, so most firms kept it.' },
      expected: { score: 0, max: 7 },
    },
    { name: 'All capitals (docs/pte-rules.md §3.11 row 4)', item: 1, response: { text: 'MICROPLASTICS ARE IN DRINKING WATER BUT RISKS REMAIN UNCLEAR.' }, expected: { score: 0, max: 7 } },
    { name: 'Nothing written', item: 1, response: { text: '' }, expected: { score: 0, max: 7 } },
  ],
};

export default fixtures;
