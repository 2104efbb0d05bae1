import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

const essay =
  'Many people believe that university education should be free for every student, while others argue that those who benefit most should contribute to its cost. In my view, tuition should be largely funded by the state, but graduates with high incomes should repay part of it.\n\n' +
  'On the one hand, free higher education widens access. Talented young people from low-income families are often discouraged by the prospect of large debts, and a society that loses their potential pays a price in lost innovation and tax revenue. Countries such as Germany and Finland, where tuition is free, show that high participation and strong economies can go together.\n\n' +
  'On the other hand, universities are expensive to run, and graduates usually earn considerably more than non-graduates over their lifetimes. It therefore seems unfair that taxpayers who never attended university should carry the entire cost. Moreover, when education is completely free, governments may limit the number of places, which can reduce opportunities rather than increase them.\n\n' +
  'A balanced solution is an income-contingent system. Students would pay nothing at the start, and only those whose earnings pass a certain threshold would repay a proportion of their fees. This protects access for disadvantaged students while asking the main beneficiaries to share the burden.\n\n' +
  'In conclusion, although education is a public good that deserves generous public funding, a fair contribution from successful graduates would make the system both accessible and sustainable.';

/** `responses[].item` is the 0-based index into `items`. Expected scores are without evidence (form only). */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: [
    {
      title: 'Free university education',
      content: {
        prompt: 'Some people think that university education should be free for all students. Others believe that students should pay for their own studies. Discuss both views and give your own opinion.',
      },
      key: { modelAnswer: essay },
    },
    {
      title: 'Remote work and cities',
      content: {
        prompt: 'As more people work from home, some argue that city centres will decline. To what extent do you agree or disagree? Support your answer with reasons and examples from your own experience or knowledge.',
      },
      key: { modelAnswer: '' },
    },
  ],
  responses: [
    { name: 'A 234-word essay', item: 0, response: { text: essay }, expected: { score: 2, max: 15 } },
    { name: 'All capitals', item: 0, response: { text: essay.toUpperCase() }, expected: { score: 0, max: 15 } },
    { name: 'Nothing written', item: 1, response: { text: '' }, expected: { score: 0, max: 15 } },
  ],
};

export default fixtures;
