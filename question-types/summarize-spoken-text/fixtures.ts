import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

const items: Array<{ title: string; content: Content; key: Key; audioScript: string }> = [
  {
    title: 'Urban heat islands',
    content: { audio: '/files/seed/summarize-spoken-text-1.ogg' },
    audioScript:
      'Today I want to talk about a phenomenon called the urban heat island. On a summer evening, the centre of a large city can be up to seven degrees warmer than the countryside around it. Why does this happen? First, materials such as asphalt and concrete absorb sunlight during the day and release it slowly at night. Second, cities have far fewer trees and less open soil, so there is less evaporation to cool the air. And third, cars, air conditioners and factories all produce waste heat. The consequences are serious. Hotter nights mean more heat-related illness, especially among older people, and higher demand for electricity. The good news is that the effect can be reduced. Cities that plant street trees, build green roofs and use lighter, reflective paving have measured noticeable drops in surface temperature. So planning decisions, not just the climate, shape how hot our cities become.',
    key: {
      modelAnswer:
        'The lecture explains that city centres can be several degrees warmer than the surrounding countryside because asphalt and concrete store heat, there is little vegetation to cool the air, and vehicles and machines release waste heat. This causes more heat-related illness and energy use, but the speaker argues that trees, green roofs and reflective paving can reduce the effect, so planning matters.',
      keyPoints: ['cities up to seven degrees warmer', 'hard surfaces store heat', 'few trees, less evaporation', 'waste heat from cars and machines', 'health and energy costs', 'trees, green roofs, reflective paving reduce it'],
    },
  },
  {
    title: 'Sleep and memory',
    content: { audio: '/files/seed/summarize-spoken-text-2.ogg' },
    audioScript:
      'Many students believe that staying up all night is the best way to prepare for an exam. The research suggests the opposite. During deep sleep, the brain replays what we learned during the day and moves it from short-term storage in the hippocampus into long-term memory in the cortex. In one well-known experiment, two groups learned the same list of word pairs. One group slept for eight hours, while the other stayed awake. The next day, the group that had slept remembered about twenty percent more. Sleep also matters before learning, not only after it: people who are sleep deprived find it harder to take in new information at all. So if you want to remember what you study, the most effective strategy is to spread your revision over several days and protect your sleep, rather than relying on a single late night.',
    key: {
      modelAnswer:
        'The speaker argues that sleep, not all-night study, helps students remember. During deep sleep the brain transfers new learning from the hippocampus to long-term memory in the cortex; in an experiment, people who slept recalled about twenty percent more word pairs. Sleep before learning also matters, so revision should be spread over several days while protecting sleep.',
      keyPoints: ['all-night study is counterproductive', 'deep sleep consolidates memory', 'experiment: sleepers remembered 20% more', 'sleep before learning matters too', 'spread revision, protect sleep'],
    },
  },
  {
    title: 'The history of the shipping container',
    content: { audio: '/files/seed/summarize-spoken-text-3.ogg' },
    audioScript:
      'It is easy to overlook the humble shipping container, but it transformed the world economy. Before the nineteen fifties, cargo was loaded onto ships piece by piece, by teams of dock workers. A single ship could spend a week in port, and theft and damage were common. In nineteen fifty-six, an American trucking businessman, Malcolm McLean, sent a ship carrying fifty-eight metal containers from New Jersey to Texas. The idea was simple: pack goods once, at the factory, and move the same box by truck, train and ship. Loading costs fell by more than ninety percent. Once standard container sizes were agreed internationally in the late nineteen sixties, ports were rebuilt around giant cranes, and global trade expanded rapidly. The downside was that many traditional dock jobs disappeared, and port cities had to reinvent themselves.',
    key: {
      modelAnswer:
        'The lecture describes how the shipping container changed world trade. Cargo used to be loaded by hand, which was slow, costly and risky, until Malcolm McLean shipped goods in standard metal boxes in 1956 that moved unchanged between trucks, trains and ships. Loading costs fell dramatically and trade grew once sizes were standardised, although many dock jobs were lost.',
      keyPoints: ['manual loading was slow and costly', 'McLean 1956 first container voyage', 'same box across truck, train and ship', 'loading costs fell over 90%', 'international standard sizes, trade grew', 'dock jobs lost'],
    },
  },
];

const words62 =
  'The lecturer explains that city centres are often warmer than the countryside because concrete and asphalt store heat, there are few trees to cool the air, and cars and machines release waste heat. As a result, people suffer more heat-related illness and use more electricity, but planting trees, building green roofs and using reflective paving can reduce temperatures, so planning really matters.';
const words45 =
  'The speaker says that sleep helps memory more than studying all night, because the brain moves new learning into long-term memory during deep sleep, and an experiment showed that people who slept remembered about twenty percent more, so students should spread revision and sleep well.';
const words101 = `${words62} The speaker also notes that hotter nights affect older people in particular and that the difference between city and country can reach seven degrees on a summer evening, which is why planners now pay close attention to building materials.`;
const words38 =
  'The lecture is about shipping containers, which made loading much cheaper and faster after nineteen fifty-six and helped global trade to grow quickly, although many traditional dock workers lost their jobs as ports changed around huge new cranes.';

/**
 * `responses[].item` is the 0-based index into `items`; audio files are numbered from 1. Expected scores are what
 * score() gives WITHOUT evidence (form only; content, grammar, vocabulary and spelling wait for a trainer).
 */
export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items,
  responses: [
    { name: '62 words: full form (docs/pte-rules.md §3.12 row 1)', item: 0, response: { text: words62 }, expected: { score: 2, max: 10 } },
    { name: '45 words: partial form (docs/pte-rules.md §3.12 row 2)', item: 1, response: { text: words45 }, expected: { score: 1, max: 10 } },
    { name: '101 words: item 0 (docs/pte-rules.md §3.12 row 3)', item: 0, response: { text: words101 }, expected: { score: 0, max: 10 } },
    { name: '38 words: item 0 (docs/pte-rules.md §3.12 row 4)', item: 2, response: { text: words38 }, expected: { score: 0, max: 10 } },
    { name: 'All capitals: item 0', item: 0, response: { text: words62.toUpperCase() }, expected: { score: 0, max: 10 } },
    { name: 'Nothing written', item: 1, response: { text: '' }, expected: { score: 0, max: 10 } },
  ],
};

export default fixtures;
