import { describe, it } from 'vitest';
import { expectBengaliTwin } from '@kernel/testing/locale-texts';
import { studentTexts } from './student-texts';

describe('online-class student texts', () => {
  it('have the same keys in en and bn, with Bengali text', () => {
    expectBengaliTwin(studentTexts);
  });
});
