import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureStories, toneMediaUrl } from '../kit/testing/story-harness.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

const meta: Meta = { title: 'Question types/Listening/Fill in the Blanks' };
export default meta;

const story = fixtureStories({ def, fixtures, Player, Editor, Review }, toneMediaUrl);

export const PlayerPractice: StoryObj = { name: 'Player (practice)', render: () => story.player(0, { mode: 'practice', scored: true }) };
export const PlayerTest: StoryObj = { name: 'Player (test: plays once)', render: () => story.player(1, { mode: 'test' }) };
export const EditorStory: StoryObj = { name: 'Editor', render: () => story.editor(0) };
export const EditorNew: StoryObj = { name: 'Editor (new item)', render: () => story.editor(null) };
export const ReviewStory: StoryObj = { name: 'Review', render: () => story.review(1) };
export const ReviewEmpty: StoryObj = { name: 'Review (no answer)', render: () => story.reviewEmpty(0) };
