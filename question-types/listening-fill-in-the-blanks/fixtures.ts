import type { QuestionFixtures } from '../kit/define-question-type.ts';
import { fillGaps, type Content, type Key, type Response } from './schema.ts';

const items: Array<{ title: string; content: Content; key: Key }> = [
  {
    title: 'Sustainable fishing',
    content: {
      audio: '/files/seed/listening-fill-in-the-blanks-1.ogg',
      transcript:
        'Fishing communities around the world are looking for more {{1}} ways to earn a living. Catches in many coastal waters now {{2}} from year to year, depending on water temperature and the movement of fish. In Norway, a region {{3}} for its seafood, fishers have agreed to strict quotas, and the stocks of several species have slowly recovered over the past twenty years.',
    },
    key: { gaps: [['sustainable'], ['fluctuate'], ['renowned']] },
  },
  {
    title: 'Colour in marketing',
    content: {
      audio: '/files/seed/listening-fill-in-the-blanks-2.ogg',
      transcript:
        'Marketing researchers have found that the {{1}} of a product’s packaging can influence a buyer’s decision within seconds. Blue is often associated with {{2}} and is popular with banks, while red tends to create a sense of urgency. However, these associations are not universal: the same shade may carry a very different {{3}} in another culture, so global brands usually test their designs in each market before a {{4}} launch.',
    },
    key: { gaps: [['colour', 'color'], ['trust'], ['meaning'], ['worldwide', 'world-wide']] },
  },
  {
    title: 'Urban heat islands',
    content: {
      audio: '/files/seed/listening-fill-in-the-blanks-3.ogg',
      transcript:
        'On a summer afternoon, the centre of a large city can be several degrees warmer than the {{1}} countryside. This effect, known as the urban heat island, happens because concrete and asphalt {{2}} heat during the day and release it slowly at night. Planting trees and installing green roofs are two {{3}} ways to reduce the problem.',
    },
    key: { gaps: [['surrounding'], ['absorb'], ['effective']] },
  },
];

/** `responses[].item` is the 0-based index into `items`; audio files are numbered from 1. */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  // the recording says the transcript with the first accepted spelling in each gap
  items: items.map((it) => ({ ...it, audioScript: fillGaps(it.content.transcript, (n) => it.key.gaps[n - 1]?.[0] ?? '') })),
  responses: [
    { name: 'All three right (docs/pte-rules.md §3.6 row 1)', item: 0, response: { gaps: ['sustainable', 'fluctuate', 'renowned'] }, expected: { score: 3, max: 3 } },
    { name: 'Misspelling wrong, capital ignored (docs/pte-rules.md §3.6 row 2)', item: 0, response: { gaps: ['sustainable', 'flactuate', 'Renowned'] }, expected: { score: 2, max: 3 } },
    { name: 'Another word form and an empty gap (docs/pte-rules.md §3.6 row 3)', item: 0, response: { gaps: ['sustainability', '', 'renowned'] }, expected: { score: 1, max: 3 } },
    { name: 'American spelling accepted', item: 1, response: { gaps: ['color', 'trust', 'meaning', 'worldwide'] }, expected: { score: 4, max: 4 } },
    { name: 'Plural counts as wrong', item: 1, response: { gaps: ['colours', 'trust', 'meanings', 'world-wide'] }, expected: { score: 2, max: 4 } },
    { name: 'Nothing typed', item: 2, response: { gaps: ['', '', ''] }, expected: { score: 0, max: 3 } },
    { name: 'Punctuation typed with the word', item: 2, response: { gaps: ['surrounding,', 'Absorb.', 'efective'] }, expected: { score: 2, max: 3 } },
  ],
};

export default fixtures;
