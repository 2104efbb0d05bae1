import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ResponseTextArea } from './response-text-area.tsx';
import { TraitReview } from './trait-review.tsx';
import { WordCounter } from './word-counter.tsx';
import { WordHighlighter } from './word-highlighter.tsx';

const meta: Meta = { title: 'Question types/Kit/Word pieces' };
export default meta;

const words = 'Coral reefs occupy a small fraction of the ocean floor, yet these shelter roughly a quarter of the known marine species.'.split(' ');

function HighlighterDemo() {
  const [selected, setSelected] = useState<number[]>([4]);
  return <WordHighlighter words={words} selected={selected} label="Transcript" onToggle={(i) => setSelected((s) => (s.includes(i) ? s.filter((x) => x !== i) : [...s, i]))} />;
}

export const Highlighter: StoryObj = { render: () => <HighlighterDemo /> };

export const HighlighterReview: StoryObj = {
  render: () => <WordHighlighter words={words} selected={[4, 9]} onToggle={() => {}} disabled marks={{ 4: 'right', 9: 'wrong', 11: 'missed', 17: 'missed' }} />,
};

export const Counter: StoryObj = {
  render: () => (
    <div className="flex flex-col gap-2">
      <WordCounter text="Inside the limits for a summary of five to seventy-five words." min={5} max={75} />
      <WordCounter text="Too short." min={50} max={70} />
      <WordCounter text={'word '.repeat(80)} min={50} max={70} />
    </div>
  ),
};

function TextAreaDemo() {
  const [text, setText] = useState('');
  return <ResponseTextArea name="response" label="Your summary" value={text} onChange={setText} min={50} max={70} storageKey="story:response-text-area" />;
}

export const TextArea: StoryObj = { render: () => <TextAreaDemo /> };

export const Traits: StoryObj = {
  render: () => (
    <TraitReview
      result={{
        score: 5,
        max: 10,
        needsHuman: true,
        traits: [
          { key: 'content', score: 0, max: 2, pending: true },
          { key: 'form', score: 2, max: 2 },
          { key: 'grammar', score: 2, max: 2 },
          { key: 'vocabulary', score: 1, max: 2 },
          { key: 'spelling', score: 0, max: 2, pending: true },
        ],
        measures: { words: 62, sentences: 2, misspellings: null },
      }}
      traitLabel={(k) => k.charAt(0).toUpperCase() + k.slice(1)}
      measureLabel={(k) => ({ words: 'Words', sentences: 'Sentences', misspellings: 'Misspellings' })[k] ?? null}
      response="The lecturer explains why city centres are warmer than the countryside."
      modelAnswer="A model summary would go here."
      keyPoints={['Hard surfaces store heat', 'Fewer trees']}
    />
  ),
};
