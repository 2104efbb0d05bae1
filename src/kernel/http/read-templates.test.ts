import { describe, expect, it } from 'vitest';
import { fillRead, readsFrom } from './read-templates';

describe('read templates', () => {
  it("fills each :name from the route's parameters, URI-encoded, '' when missing", () => {
    expect(fillRead('questions/:pteId', { pteId: '12' })).toBe('questions/12');
    expect(fillRead('questions?type=:slug&page=1', { slug: 'a b/c' })).toBe('questions?type=a%20b%2Fc&page=1');
    expect(fillRead('questions/:pteId', {})).toBe('questions/');
    expect(readsFrom(['a/:x', 'b?y=:y'])({ x: '1', y: '2' })).toEqual(['a/1', 'b?y=2']);
  });
});
