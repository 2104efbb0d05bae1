import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { parseBlanks } from '../scoring/blanks.ts';
import { ChoiceList } from './choice-list.tsx';
import { DragBankBlanks } from './drag-bank-blanks.tsx';
import { PassageWithBlanks } from './passage-with-blanks.tsx';
import { RichTextEditor, htmlToText } from './rich-text-editor.tsx';
import { SortableList } from './sortable-list.tsx';

const meta: Meta = { title: 'Question types/Kit/Reading pieces' };
export default meta;

const options = [
  { id: 'A', text: 'Because traffic produces most of its heat after dark.' },
  { id: 'B', text: 'Because building materials release the heat they absorbed.' },
  { id: 'C', text: 'Because trees stop cooling the air at night.' },
];

function ChoiceDemo({ multiple = false, disabled = false }: { multiple?: boolean; disabled?: boolean }) {
  const [value, setValue] = useState<string[]>(disabled ? ['B'] : []);
  return (
    <div className="flex max-w-xl flex-col gap-2">
      <p id="q" className="font-medium">
        Why is the effect strongest at night?
      </p>
      <ChoiceList name="demo" options={options} multiple={multiple} value={value} onChange={setValue} disabled={disabled} labelledBy="q" />
      <pre className="text-xs">{JSON.stringify(value)}</pre>
    </div>
  );
}

export const ChoiceSingle: StoryObj = { name: 'ChoiceList (single)', render: () => <ChoiceDemo /> };
export const ChoiceMultiple: StoryObj = { name: 'ChoiceList (multiple)', render: () => <ChoiceDemo multiple /> };
export const ChoiceDisabled: StoryObj = { name: 'ChoiceList (disabled)', render: () => <ChoiceDemo disabled /> };

function SortableDemo({ disabled = false }: { disabled?: boolean }) {
  const [ids, setIds] = useState(['c', 'a', 'd', 'b']);
  const text: Record<string, string> = {
    a: 'Alexander Fleming was a bacteriologist in London.',
    b: 'In 1928 he noticed a mould on a culture plate.',
    c: 'Around the mould, the bacteria had been destroyed.',
    d: 'A decade later, a team at Oxford purified penicillin.',
  };
  return (
    <div className="max-w-xl">
      <SortableList label="Your order" disabled={disabled} items={ids.map((id) => ({ id, content: text[id] }))} onReorder={setIds} />
    </div>
  );
}

export const Sortable: StoryObj = { name: 'SortableList', render: () => <SortableDemo /> };
export const SortableDisabled: StoryObj = { name: 'SortableList (disabled)', render: () => <SortableDemo disabled /> };

const passage = parseBlanks('The nineteenth century saw {{1}} growth in industrial cities. {{2}} the crowded conditions, workers kept arriving, {{3}} meant housing was scarce.');

export const Passage: StoryObj = {
  name: 'PassageWithBlanks',
  render: () => <PassageWithBlanks segments={passage} renderGap={(g) => <span className="mx-1 inline-block min-w-20 border-b-2 border-primary-600 text-center">{g + 1}</span>} />,
};

function DragDemo({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState<(string | null)[]>(disabled ? ['r', null, 'w'] : [null, null, null]);
  const bank = [
    { id: 'a', text: 'although' },
    { id: 'r', text: 'rapid' },
    { id: 'd', text: 'despite' },
    { id: 'w', text: 'which' },
    { id: 'o', text: 'who' },
  ];
  return (
    <div className="max-w-2xl">
      <DragBankBlanks segments={passage} bank={bank} value={value} onChange={setValue} disabled={disabled} />
      <pre className="mt-2 text-xs">{JSON.stringify(value)}</pre>
    </div>
  );
}

export const DragBank: StoryObj = { name: 'DragBankBlanks', render: () => <DragDemo /> };
export const DragBankDisabled: StoryObj = { name: 'DragBankBlanks (disabled)', render: () => <DragDemo disabled /> };

function RichDemo({ error }: { error?: string }) {
  const [html, setHtml] = useState('<p>Cities are often <strong>warmer</strong> than the countryside.</p><ul><li><p>asphalt</p></li><li><p>brick</p></li></ul>');
  return (
    <div className="flex max-w-2xl flex-col gap-3">
      <RichTextEditor label="Passage" name="content.passage" value={html} onChange={setHtml} error={error} />
      <pre className="whitespace-pre-wrap text-xs">{htmlToText(html)}</pre>
    </div>
  );
}

export const RichText: StoryObj = { name: 'RichTextEditor', render: () => <RichDemo /> };
export const RichTextError: StoryObj = { name: 'RichTextEditor (error)', render: () => <RichDemo error="Enter the reading passage." /> };
