// @vitest-environment happy-dom
import { describe } from 'vitest';
import { setupAudioUiTests } from '../kit/testing/ui-test-hosts.tsx';
import { writingUiChecks } from '../kit/testing/writing-ui-checks.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

setupAudioUiTests({ clearSessionStorage: true });

describe('write-essay UI', () => {
  writingUiChecks({ slug: 'write-essay', def, fixtures, Player, Editor, Review }, 'prompt');
});
