import { describe, expect, it } from 'vitest';
import { skillVerdict } from './skill-verdict';

describe('skillVerdict', () => {
  it('judges nothing without a result, even with a target', () => {
    expect(skillVerdict({ latest: null, target: 65, expected: null, below: false })).toEqual({ key: 'progress.notJudged', params: { target: 65 } });
  });

  it('says behind or on track once there is a result', () => {
    expect(skillVerdict({ latest: 40, target: 65, expected: 50, below: true })).toEqual({ key: 'progress.behind', params: { expected: 50, target: 65 } });
    expect(skillVerdict({ latest: 60, target: 65, expected: 50, below: false })).toEqual({ key: 'progress.onTrack', params: { target: 65 } });
  });

  it('says there is no target when none is set', () => {
    expect(skillVerdict({ latest: 60, target: null, expected: null, below: false })).toEqual({ key: 'progress.noTargetSkill' });
  });
});
