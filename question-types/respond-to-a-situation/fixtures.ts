import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

const items: Array<{ title: string; content: Content; key: Key }> = [
  {
    title: 'Missed group meeting',
    content: {
      audio: '/files/seed/respond-to-a-situation-1.ogg',
      situation:
        'You missed yesterday’s group project meeting because your bus broke down. Your classmate Sam organised the meeting and had to present your section without you. Call Sam, explain what happened and suggest how you can make up for it.',
    },
    key: {
      modelAnswer:
        'Hi Sam, I’m really sorry about yesterday. My bus broke down halfway to campus and my phone battery was flat, so I couldn’t even let you know. Thank you for presenting my section. To make up for it, I’d be happy to write the summary for the final report, and I can meet you tomorrow to go through any feedback.',
    },
  },
  {
    title: 'Library book overdue',
    content: {
      audio: '/files/seed/respond-to-a-situation-2.ogg',
      situation:
        'You borrowed a book from the university library for your essay, but you still need it and it is now three days overdue. Another student has reserved it. Speak to the librarian, explain your situation and ask what you can do.',
    },
    key: {
      modelAnswer:
        'Good morning. I borrowed this book for my history essay and I’m afraid it’s three days overdue. I understand another student has reserved it, so I’ve brought it back today. Could you tell me whether there is a fine, and whether there is another copy or an electronic version I could use until my essay is due on Friday?',
    },
  },
];

/** `responses[].item` is the 0-based index into `items`; audio files are numbered from 1. */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: items.map((it) => ({ ...it, audioScript: it.content.situation })),
  responses: [
    {
      name: 'Typed practice answer, waiting for a trainer',
      item: 0,
      response: { recording: null, transcript: 'Hi Sam, sorry I missed the meeting, my bus broke down. Thanks for covering my part. I can write the summary for the report to make up for it.' },
      expected: { score: 0, max: 16 },
    },
    { name: 'Nothing recorded', item: 1, response: { recording: null }, expected: { score: 0, max: 16 } },
  ],
};

export default fixtures;
