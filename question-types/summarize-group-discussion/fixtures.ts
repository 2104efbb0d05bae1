import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

const items: Array<{ title: string; content: Content; key: Key; audioScript: string }> = [
  {
    title: 'Moving lectures online',
    content: { audio: '/files/seed/summarize-group-discussion-1.ogg' },
    audioScript:
      'Professor Lee: The faculty is considering recording all first-year lectures and replacing the live sessions with small workshops. I’d like to hear what you both think. ' +
      'Priya: Honestly, I’d welcome it. I work twenty hours a week, and being able to watch lectures when I’m free would make a huge difference. ' +
      'Tom: I see that, but I worry people will just stop watching. When I have a fixed time, I actually show up. Recorded lectures pile up. ' +
      'Professor Lee: That’s a real risk. Our data shows viewing drops by about half after the fourth week. ' +
      'Priya: Then maybe the workshops should be compulsory, with short quizzes on each recording. That would keep people on track. ' +
      'Tom: I could accept that, as long as the workshops are genuinely interactive and not just another lecture. ' +
      'Professor Lee: So, we agree on recordings plus compulsory interactive workshops with quizzes. I’ll take that proposal to the committee.',
    key: {
      modelAnswer:
        'The discussion is about replacing first-year lectures with recordings and small workshops. Priya supports it because she works and needs flexibility, while Tom fears students will fall behind without fixed times, which the professor confirms with data showing viewing halves after week four. They agree on recorded lectures combined with compulsory, interactive workshops and quizzes, which the professor will propose to the committee.',
      keyPoints: ['topic: recorded lectures plus workshops', 'Priya: flexibility for working students', 'Tom: motivation, recordings pile up', 'Professor: viewing halves after week four', 'outcome: compulsory interactive workshops with quizzes'],
    },
  },
  {
    title: 'Campus cafeteria plastic',
    content: { audio: '/files/seed/summarize-group-discussion-2.ogg' },
    audioScript:
      'Ms Okafor: As the catering manager, I want to discuss banning single-use plastic cups in the cafeteria from next term. ' +
      'Daniel: I support it, but reusable cups cost money. Students on tight budgets might feel punished. ' +
      'Aisha: What if the university gave every first-year a free reusable cup and charged a small fee for disposable ones instead of a ban? ' +
      'Ms Okafor: A fee of twenty-five cents has worked elsewhere; one campus cut disposable cups by seventy percent. ' +
      'Daniel: A fee sounds fairer than a ban, especially if the money goes to water fountains. ' +
      'Aisha: Agreed. And we should review it after one term. ' +
      'Ms Okafor: Fine: free cups for first-years, a twenty-five cent fee on disposables, and a review at the end of term.',
    key: {
      modelAnswer:
        'The speakers discuss banning plastic cups in the cafeteria. Daniel supports less plastic but worries about costs for students, and Aisha proposes free reusable cups plus a fee on disposables. The manager notes that such a fee cut disposable cups by seventy percent elsewhere. They agree on free cups for first-years, a twenty-five cent fee funding water fountains, and a review after one term.',
      keyPoints: ['topic: single-use cups', 'Daniel: cost for students', 'Aisha: free cups and a fee', 'Manager: fee cut use by 70% elsewhere', 'outcome: fee, free cups, review'],
    },
  },
];

/** `responses[].item` is the 0-based index into `items`; audio files are numbered from 1. Expected scores are without evidence. */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  /** the key's transcript is what the seed speaks */
  items: items.map((it) => ({ ...it, key: { ...it.key, transcript: it.audioScript } })),
  responses: [
    {
      name: 'Typed practice answer, waiting for a trainer',
      item: 0,
      response: { recording: null, transcript: 'The group discussed recording lectures. Priya liked the flexibility because she works, Tom worried students would fall behind, and the professor said viewing halves after week four. They agreed on recordings with compulsory workshops and quizzes.' },
      expected: { score: 0, max: 16 },
    },
    { name: 'Nothing recorded', item: 1, response: { recording: null }, expected: { score: 0, max: 16 } },
  ],
};

export default fixtures;
