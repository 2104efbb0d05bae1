import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ItemIssue } from '../kit/define-question-type.ts';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';
import Editor from './editor.tsx';
import Player from './player.tsx';
import Review from './review.tsx';
import type { Content, Key, Response } from './schema.ts';

const meta: Meta = { title: 'Question types/Reading/Re-order Paragraphs' };
export default meta;

const mediaUrl = (path: string) => path;

function PlayerDemo({ item, disabled = false }: { item: number; disabled?: boolean }) {
  const { content } = fixtures.items[item]!;
  const [response, setResponse] = useState<Response>(() => def.emptyResponse(content));
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <Player content={content} response={response} onChange={setResponse} mode="practice" disabled={disabled} mediaUrl={mediaUrl} />
      <pre className="rounded bg-canvas p-2 text-xs">{JSON.stringify(response)}</pre>
    </div>
  );
}

function EditorDemo({ item }: { item: number | null }) {
  const start = item === null ? null : fixtures.items[item]!;
  const [content, setContent] = useState<Content | null>(start?.content ?? null);
  const [key, setKey] = useState<Key | null>(start?.key ?? null);
  const issues: ItemIssue[] = content && key ? def.validateItem(content, key) : [];
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <Editor
        content={content}
        itemKey={key}
        issues={issues}
        onChange={(c, k) => {
          setContent(c);
          setKey(k);
        }}
        upload={async () => ''}
        mediaUrl={mediaUrl}
      />
      <pre className="rounded bg-canvas p-2 text-xs">{JSON.stringify({ content, key }, null, 1)}</pre>
    </div>
  );
}

function ReviewDemo({ response: r }: { response: number }) {
  const graded = fixtures.responses[r]!;
  const { content, key } = fixtures.items[graded.item]!;
  const result = def.score({ content, key, response: graded.response });
  return (
    <div className="max-w-4xl">
      <Review content={content} itemKey={key} response={graded.response} result={result} mediaUrl={mediaUrl} />
    </div>
  );
}

export const PlayerStory: StoryObj = { name: 'Player', render: () => <PlayerDemo item={0} /> };
export const PlayerSecondItem: StoryObj = { name: 'Player (item 2)', render: () => <PlayerDemo item={1} /> };
export const PlayerDisabled: StoryObj = { name: 'Player (time is up)', render: () => <PlayerDemo item={2} disabled /> };
export const EditorStory: StoryObj = { name: 'Editor', render: () => <EditorDemo item={0} /> };
export const EditorNew: StoryObj = { name: 'Editor (new item)', render: () => <EditorDemo item={null} /> };
export const ReviewStory: StoryObj = { name: 'Review', render: () => <ReviewDemo response={0} /> };
export const ReviewPartial: StoryObj = { name: 'Review (partly wrong)', render: () => <ReviewDemo response={1} /> };
