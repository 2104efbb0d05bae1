import { describe, expect, it } from 'vitest';
import { endsWithTerminator, hasSentencePunctuation, isOneSentence, isOnlyBulletsOrFragments, sentenceCount } from './index.ts';

describe('sentences (question-types/README.md, "Counting words and sentences")', () => {
  it('an abbreviation after an opening bracket or quote does not end the sentence', () => {
    expect(sentenceCount('Cities grow (e.g. Lagos) because jobs move there.')).toBe(1);
    expect(sentenceCount('Some cities ("i.e. the largest") grow fastest.')).toBe(1);
    expect(sentenceCount('Cities grow (e.g. Lagos). Towns shrink.')).toBe(2);
  });

  it('an abbreviation at the very end still closes the sentence', () => {
    expect(sentenceCount('Cities need roads, schools, parks etc.')).toBe(1);
    expect(endsWithTerminator('Cities need roads, schools, parks etc.')).toBe(true);
    expect(isOneSentence('Cities need roads, schools, parks etc.')).toBe(true);
  });

  it('one sentence is one terminator, at the end', () => {
    expect(isOneSentence('Firms kept the shorter week because output held.')).toBe(true);
    expect(isOneSentence('Firms kept the shorter week because output held')).toBe(false);
    expect(isOneSentence('Firms kept the week. Output held')).toBe(false);
    expect(isOneSentence('Prices rose by 3.5 percent, as Dr. Smith said (e.g. food)!')).toBe(true);
    expect(isOneSentence('')).toBe(false);
  });

  it('a decimal or an abbreviation is not sentence punctuation', () => {
    expect(hasSentencePunctuation('prices rose by 3.5 percent in the year')).toBe(false);
    expect(hasSentencePunctuation('cities grow e.g. lagos and cairo')).toBe(false);
    expect(hasSentencePunctuation('Prices rose by 3.5 percent.')).toBe(true);
    expect(hasSentencePunctuation('Did prices rise?')).toBe(true);
  });

  it('spots a response made only of bullet points', () => {
    const bullets = ['• Bees pollinate most food crops worldwide', '• Their numbers fall because of pesticides', '• Farmers can plant wild flowers'].join('\n');
    expect(isOnlyBulletsOrFragments(bullets)).toBe(true);
    expect(isOnlyBulletsOrFragments(bullets.replace(/•/g, '-'))).toBe(true);
    expect(isOnlyBulletsOrFragments(bullets.replace(/• /g, (_m) => '1. '))).toBe(true);
    expect(isOnlyBulletsOrFragments(`The lecture names three points about bees and farming today:\n${bullets}`)).toBe(true);
  });

  it('spots very short fragments, but not short real sentences or a list inside prose', () => {
    expect(isOnlyBulletsOrFragments('Bees matter. Numbers falling. Pesticides bad. Habitat loss. Need action now.')).toBe(true);
    expect(isOnlyBulletsOrFragments('The lecture discusses bees. They pollinate most crops. Their numbers are falling fast.')).toBe(false);
    const prose = 'The lecture explains why bees matter so much for farming and what threatens them today, in three steps that the speaker develops in turn with examples from Europe and Asia:';
    expect(isOnlyBulletsOrFragments(`${prose}\n- pesticides\n- habitat loss\nFarmers and councils can act on both of these causes together, the speaker concludes.`)).toBe(false);
    expect(isOnlyBulletsOrFragments('One long sentence without any terminator at all and many words in it')).toBe(false);
    expect(isOnlyBulletsOrFragments('')).toBe(false);
  });
});
