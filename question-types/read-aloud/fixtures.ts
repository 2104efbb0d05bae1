import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

/** `responses[].item` is the 0-based index into `items`. Expected scores are without evidence (all traits pending). */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: [
    {
      title: 'Renewable energy storage',
      content: {
        text: 'As wind and solar power provide a growing share of electricity, the challenge is no longer generating clean energy but storing it. Large batteries can smooth out daily fluctuations, while pumped hydro and hydrogen may be needed to cover longer periods without sun or wind.',
      },
      key: {},
    },
    {
      title: 'Academic integrity',
      content: {
        text: 'Universities expect students to acknowledge every source they use. Careful referencing allows readers to check the evidence behind an argument and gives credit to the researchers whose work made it possible. Most cases of plagiarism result from poor note-taking rather than a deliberate attempt to deceive.',
      },
      key: {},
    },
  ],
  responses: [
    { name: 'Typed practice only: reading aloud needs a recording, nothing to score', item: 0, response: { recording: null, transcript: 'As wind and solar power provide a growing share of electricity' }, expected: { score: 0, max: 55 } },
    { name: 'Nothing recorded', item: 1, response: { recording: null }, expected: { score: 0, max: 56 } },
  ],
};

export default fixtures;
