// @vitest-environment happy-dom
import { describe } from 'vitest';
import { speakingUiChecks, keyTranscriptCheck } from '../kit/testing/speaking-ui-checks.tsx';
import { setupAudioUiTests } from '../kit/testing/ui-test-hosts.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

setupAudioUiTests({ clearSessionStorage: true });

const type = { slug: 'retell-lecture', def, fixtures, Player, Editor, Review };

describe('retell-lecture UI', () => {
  speakingUiChecks(type, { issuePath: 'key.modelAnswer' });
  keyTranscriptCheck(type);
});
