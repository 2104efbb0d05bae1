import { beforeEach, describe, expect, it } from 'vitest';
import { paramsOf, pathTo, registerRoutePaths, routeRef } from './route-refs';

const sitting = routeRef('exams.mock-sitting', ['slug', 'id']);
const results = routeRef('exams.results');

describe('route refs', () => {
  beforeEach(() =>
    registerRoutePaths([
      { id: 'exams.mock-sitting', path: '/student/mock-exam/:slug/mock-test/:id' },
      { id: 'exams.results', path: '/student/result' },
    ]),
  );
  it('fills the params of the route the id names', () => {
    expect(pathTo(sitting, { slug: 'mock-1', id: 7 })).toBe('/student/mock-exam/mock-1/mock-test/7');
    expect(pathTo(results)).toBe('/student/result');
  });

  it('encodes values and appends the search params that have a value', () => {
    expect(pathTo(sitting, { slug: 'a b', id: '1/2' }, { sheet: 12, x: undefined, y: null })).toBe('/student/mock-exam/a%20b/mock-test/1%2F2?sheet=12');
    expect(pathTo(results, undefined, { redirect: '/quiz-test?page=2' })).toBe('/student/result?redirect=%2Fquiz-test%3Fpage%3D2');
  });

  it('follows the declaration: a moved page moves every link to it', () => {
    registerRoutePaths([{ id: 'exams.results', path: '/student/results-moved' }]);
    expect(pathTo(results)).toBe('/student/results-moved');
  });

  it('throws for an undeclared route or a param without a value', () => {
    expect(() => pathTo(routeRef('exams.nope'))).toThrow(/no route "exams.nope"/);
    expect(() => pathTo(sitting, { slug: 'x' } as never)).toThrow(/needs a value for ":id"/);
  });

  it('reads the params of a path', () => {
    expect(paramsOf('/student/mock-exam/:slug/mock-test/:id')).toEqual(['slug', 'id']);
    expect(paramsOf('/student/result')).toEqual([]);
  });
});
