import { describe, it } from 'vitest';
import { expectBengaliTwin } from '../testing/locale-texts';
import { peopleTexts } from './texts';

describe('the people texts', () => {
  it('have the same keys in en and bn, with Bengali text', () => expectBengaliTwin(peopleTexts));
});
