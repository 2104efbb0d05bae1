import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureStories } from '../kit/testing/story-harness.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

const meta: Meta = { title: 'Question types/Reading/Multiple Choice, Choose Single Answer' };
export default meta;

const story = fixtureStories({ def, fixtures, Player, Editor, Review });

export const PlayerStory: StoryObj = { name: 'Player', render: () => story.player(0) };
export const PlayerSecondItem: StoryObj = { name: 'Player (item 2)', render: () => story.player(1) };
export const PlayerDisabled: StoryObj = { name: 'Player (time is up)', render: () => story.player(2, { disabled: true }) };
export const EditorStory: StoryObj = { name: 'Editor', render: () => story.editor(0) };
export const EditorNew: StoryObj = { name: 'Editor (new item)', render: () => story.editor(null) };
export const ReviewStory: StoryObj = { name: 'Review', render: () => story.review(0) };
export const ReviewPartial: StoryObj = { name: 'Review (partly wrong)', render: () => story.review(1) };
