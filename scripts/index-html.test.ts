// The page template (index.html at the root): what it carries inline must stay what the files say.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const html = readFileSync('index.html', 'utf8');

describe('index.html', () => {
  it('carries the icon of public/favicon.svg inline (one request fewer on every first load)', () => {
    const href = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(decodeURIComponent(href!)).toBe(readFileSync('public/favicon.svg', 'utf8').trim());
  });
});
