import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

const items: Array<{ title: string; content: Content; key: Key; audioScript: string }> = [
  {
    title: 'Why bees matter',
    content: { audio: '/files/seed/retell-lecture-1.ogg' },
    audioScript:
      'Bees are often thought of simply as honey producers, but their real value lies in pollination. Roughly three quarters of the crops we grow for food depend at least partly on animal pollinators, and bees are the most important of them. Almonds, apples and blueberries are good examples. Over the past two decades, however, bee populations in many regions have declined sharply. Scientists point to several causes acting together: the loss of wildflower habitats, the widespread use of certain pesticides, parasites such as the varroa mite, and a changing climate that shifts flowering times. Because no single factor explains the decline, solutions also have to be combined, for example planting flower strips along fields, restricting the most harmful chemicals and monitoring hive health more closely.',
    key: {
      modelAnswer:
        'The lecture explains that bees matter mainly as pollinators, since about three quarters of food crops such as almonds and apples depend on them. Bee numbers have fallen sharply because of habitat loss, pesticides, parasites like the varroa mite and climate change. As the causes are combined, the speaker concludes that solutions such as flower strips, pesticide limits and hive monitoring must be combined too.',
      keyPoints: ['pollination is bees’ main value', 'three quarters of crops depend on pollinators', 'sharp decline over two decades', 'habitat loss, pesticides, parasites, climate', 'combined solutions'],
    },
  },
  {
    title: 'The printing press',
    content: { audio: '/files/seed/retell-lecture-2.ogg' },
    audioScript:
      'When Johannes Gutenberg introduced movable metal type in Mainz around fourteen fifty, books were copied by hand and were extremely expensive. Within fifty years, printing presses were operating in more than two hundred European cities and millions of books had been produced. The effects went far beyond cheaper books. Scholars could now compare identical copies of a text, which made it easier to spot errors and build on each other’s work. Standardised printed vernacular languages spread, and literacy slowly rose. Historians also link the press to the Protestant Reformation, because pamphlets could circulate faster than the authorities could suppress them. In short, printing changed not only how information was stored, but who could access it and how quickly ideas travelled.',
    key: {
      modelAnswer:
        'The speaker describes how Gutenberg’s movable type, introduced around 1450, made books far cheaper and spread printing to over two hundred European cities within fifty years. Identical copies helped scholars correct and build on each other’s work, printed vernacular languages spread and literacy rose, and pamphlets helped the Reformation. Overall, printing changed who could access information and how fast ideas travelled.',
      keyPoints: ['Gutenberg movable type c. 1450', 'spread to 200+ cities in 50 years', 'identical copies helped scholarship', 'vernacular languages and literacy', 'Reformation pamphlets', 'access and speed of ideas'],
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
      response: { recording: null, transcript: 'The lecture says bees are valuable mainly because they pollinate about three quarters of food crops. Their numbers are falling because of habitat loss, pesticides, parasites and climate change, so several solutions are needed together.' },
      expected: { score: 0, max: 15 },
    },
    { name: 'Nothing recorded', item: 1, response: { recording: null }, expected: { score: 0, max: 15 } },
  ],
};

export default fixtures;
