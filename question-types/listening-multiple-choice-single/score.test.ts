import { listeningChoiceChecks } from '../kit/testing/listening-choice-checks.ts';
import def from './definition.ts';
import { fixtures } from './fixtures.ts';

listeningChoiceChecks('listening-multiple-choice-single', def, fixtures, { rule: 'docs/pte-rules.md §3.1', questionRequired: true });
