import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

/** A small bar chart as an SVG data URL, so the seed needs no binary file. */
function barChart(title: string, bars: Array<[string, number]>, unit: string): string {
  const max = Math.max(...bars.map(([, v]) => v));
  const w = 60;
  const rects = bars
    .map(([label, v], i) => {
      const h = Math.round((v / max) * 180);
      const x = 50 + i * (w + 20);
      return `<rect x="${x}" y="${230 - h}" width="${w}" height="${h}" fill="#1d4ed8"/><text x="${x + w / 2}" y="250" font-size="13" text-anchor="middle">${label}</text><text x="${x + w / 2}" y="${224 - h}" font-size="12" text-anchor="middle">${v}${unit}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${80 + bars.length * (w + 20)}" height="270" font-family="sans-serif"><rect width="100%" height="100%" fill="#fff"/><text x="20" y="22" font-size="15" font-weight="bold">${title}</text><line x1="40" y1="230" x2="${60 + bars.length * (w + 20)}" y2="230" stroke="#111"/>${rects}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** `responses[].item` is the 0-based index into `items`. Expected scores are without evidence (traits pending). */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: [
    {
      title: 'Household internet access',
      content: {
        image: barChart('Households with internet access (%)', [['2005', 38], ['2010', 59], ['2015', 78], ['2020', 91], ['2024', 96]], '%'),
        alt: 'Bar chart: households with internet access rose from 38% in 2005 to 59% in 2010, 78% in 2015, 91% in 2020 and 96% in 2024.',
      },
      key: {
        modelAnswer:
          'The bar chart shows the share of households with internet access between 2005 and 2024. Access rose steadily, from 38 percent in 2005 to 78 percent in 2015, and reached 96 percent in 2024. Growth was fastest in the first decade and slowed as access approached saturation. Overall, internet access has become almost universal.',
      },
    },
    {
      title: 'Commuting by mode',
      content: {
        image: barChart('How staff travel to campus (%)', [['Car', 42], ['Bus', 23], ['Bicycle', 15], ['Walk', 12], ['Train', 8]], '%'),
        alt: 'Bar chart of how staff travel to campus: car 42%, bus 23%, bicycle 15%, walking 12%, train 8%.',
      },
      key: {
        modelAnswer:
          'The chart compares how staff travel to campus. Driving is by far the most common mode at 42 percent, followed by the bus at 23 percent. Cycling and walking account for 15 and 12 percent, while only 8 percent take the train. In conclusion, most staff still rely on cars, although more than a third use sustainable options.',
      },
    },
  ],
  responses: [
    {
      name: 'Typed practice answer, waiting for a trainer',
      item: 0,
      response: { recording: null, transcript: 'The bar chart shows that internet access in households grew from 38 percent in 2005 to 96 percent in 2024, rising fastest in the first decade. Overall, access is now almost universal.' },
      expected: { score: 0, max: 15 },
    },
    { name: 'Nothing recorded', item: 1, response: { recording: null }, expected: { score: 0, max: 15 } },
  ],
};

export default fixtures;
