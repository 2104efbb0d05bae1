// @vitest-environment happy-dom
import { describe } from 'vitest';
import { speakingUiChecks } from '../kit/testing/speaking-ui-checks.tsx';
import { setupAudioUiTests } from '../kit/testing/ui-test-hosts.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

setupAudioUiTests({ clearSessionStorage: true });

const type = { slug: 'repeat-sentence', def, fixtures, Player, Editor, Review };

describe('repeat-sentence UI', () => {
  speakingUiChecks(type, { issuePath: 'key.sentence' });
});
