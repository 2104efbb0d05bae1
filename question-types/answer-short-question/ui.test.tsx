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

const type = { slug: 'answer-short-question', def, fixtures, Player, Editor, Review };

describe('answer-short-question UI', () => {
  speakingUiChecks(type, { issuePath: 'key.accepted' });
  keyTranscriptCheck(type);
});
