import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_FIXTURES } from '@question-types/fixtures-registry.ts';
import { RICH_TEXT_MAX_CHARS, findInputProblems, isUnstorableText, richTextToPlain, sanitizeContent, storableText } from './sanitize.ts';

const plain = richTextToPlain;

describe('richTextToPlain', () => {
  it('removes script, style and iframe with their content', () => {
    expect(plain('<p onclick="steal()">Hello <script>alert(1)</script><b>world</b></p>')).toBe('Hello world');
    expect(plain('a<style>p { color: red }</style>b<iframe src="https://evil.test">fallback</iframe>c')).toBe('abc');
    expect(plain('<SCRIPT type="text/javascript">alert("</p>")</SCRIPT >ok')).toBe('ok');
    expect(plain('safe<script>alert(1)')).toBe('safe');
    expect(plain('x<svg onload=alert(1)><circle/></svg>y')).toBe('xy');
  });

  it('drops every other tag with its attributes, keeping the text', () => {
    expect(plain('<img src=x onerror="alert(1)">Hi')).toBe('Hi');
    expect(plain('<a href="javascript:alert(1)" title=\'a > b\'>link</a>')).toBe('link');
    expect(plain('<span style="x">a</span><x-widget data-a="1">b</x-widget>')).toBe('ab');
    expect(plain('A<!-- hidden <b>note</b> -->B<!DOCTYPE html><?xml version="1.0"?>C')).toBe('ABC');
    expect(plain('<p title="unterminated>Hello</p>')).toBe('');
  });

  it('decodes entities', () => {
    expect(plain('<p>Fish &amp; chips &lt;3 &quot;yes&quot; &#39;no&#39; &#x263A; caf&eacute;&nbsp;now</p>')).toBe('Fish & chips <3 "yes" \'no\' ☺ café now');
    expect(plain('R&amp;D costs &mdash; high')).toBe('R&D costs — high');
    expect(plain('unknown &foo; stays')).toBe('unknown &foo; stays');
    expect(plain('<p>bad &#0; &#xD800; &#1114112;</p>')).toBe('bad \uFFFD \uFFFD \uFFFD');
  });

  it('turns blocks, breaks and lists into lines', () => {
    expect(plain('<p>One</p><p>Two<br>lines</p>')).toBe('One\n\nTwo\nlines');
    expect(plain('<h2>Title</h2><div>Body</div>')).toBe('Title\n\nBody');
    expect(plain('<p>List:</p><ul><li><p>a</p></li><li><p>b</p></li></ul><ol><li><p>x</p></li><li><p>y</p></li></ol><p>End</p>')).toBe('List:\n\n• a\n• b\n\n1. x\n2. y\n\nEnd');
    expect(plain('<li>loose</li>')).toBe('loose');
  });

  it('reads nested tags', () => {
    expect(plain('<div><p><strong><em>Deep</em> <u>text</u></strong></p><div><span>more</span></div></div>')).toBe('Deep text\n\nmore');
    expect(plain('<ul><li>outer<ol><li>inner</li></ol></li><li>next</li></ul>')).toBe('• outer\n\n1. inner\n\n• next');
  });

  it('leaves ordinary text alone, "<" included', () => {
    for (const text of ['x < y', 'a<b', 'if x<y and y>z', '3 <4 and 5> 2', 'Dear <your manager>,', 'A {{1}} b.\n\nC {{2}}.', '  spaced\ttext  ', 'R&D', '• a\n• b', '']) expect(plain(text)).toBe(text);
  });

  it('strips control characters and bounds the length', () => {
    expect(plain('a\u0000b\u0007c\u001bd\u007fe\u0085f\r\ng\rh\ti')).toBe('abcdef\ng\nh\ti');
    expect(plain('<p>a&#27;b</p>')).toBe('ab');
    expect(plain('x'.repeat(RICH_TEXT_MAX_CHARS + 10))).toHaveLength(RICH_TEXT_MAX_CHARS);
    expect(plain(`${'x'.repeat(RICH_TEXT_MAX_CHARS - 1)}😀`)).toHaveLength(RICH_TEXT_MAX_CHARS - 1);
  });

  it('is idempotent, even on encoded markup', () => {
    const samples = [
      '<p onclick=x>Hello <script>alert(1)</script><b>world</b></p>',
      '&lt;b&gt;bold&lt;/b&gt; text',
      '<p>&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;</p>',
      '&amp;amp;amp;amp;amp;amp;amp;amp;lt;b&amp;amp;amp;amp;amp;amp;amp;amp;gt;',
      '<ul><li>a</li></ul>x < y <b>z</b>',
      'plain text',
      '<p title="a>b">t</p><br/>',
    ];
    for (const s of samples) {
      const once = plain(s);
      expect(plain(once)).toBe(once);
      expect(once).not.toMatch(/<(script|b|p)\b/i);
    }
  });

  it('runs in linear time on hostile input', () => {
    const start = performance.now();
    plain('<a x="'.repeat(20_000));
    plain('<b '.repeat(30_000));
    plain('<script>'.repeat(20_000));
    plain(`<a x='${'<a y="z">'.repeat(20_000)}`);
    plain('&lt;'.repeat(50_000));
    expect(performance.now() - start).toBeLessThan(2000);
  });
});

describe('sanitizeContent', () => {
  it('walks objects and arrays, leaving media paths, numbers and keys alone', () => {
    const content = {
      passage: '<p>Hello <b>world</b></p>',
      options: [{ id: 'A', text: '<i>x</i> < y' }],
      audio: '/files/audio/a<b>.ogg',
      image: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"><text>1</text></svg>',
      count: 3,
      flag: true,
      none: null,
    };
    expect(sanitizeContent(content)).toEqual({
      passage: 'Hello world',
      options: [{ id: 'A', text: 'x < y' }],
      audio: '/files/audio/a<b>.ogg',
      image: content.image,
      count: 3,
      flag: true,
      none: null,
    });
    expect(sanitizeContent('<b>t</b>')).toBe('t');
  });
});

describe('the types\' fixtures', () => {
  it('every fixture item content is plain text already: sanitising leaves it as it is', async () => {
    for (const [slug, load] of Object.entries(QUESTION_TYPE_FIXTURES)) {
      const { fixtures } = await load();
      for (const item of fixtures.items) expect(sanitizeContent(item.content), slug).toEqual(item.content);
    }
  });
});

describe('text PostgreSQL refuses', () => {
  it('a NUL or an unpaired surrogate is unstorable; pairs, other controls and plain text are fine', () => {
    for (const bad of ['a\u0000b', '\u0000', '\ud800', 'x\udc00', 'a\ud83d', '\udca9\ud83d', JSON.parse('"\\ud800z"') as string]) expect(isUnstorableText(bad)).toBe(true);
    for (const good of ['', 'plain', '\ud83d\udca9 emoji', 'tab\tline\n', '\u0001\u007f', 'বাংলা', '\uFFFD']) expect(isUnstorableText(good)).toBe(false);
  });
  it('names each bad value and key by its path, walking arrays and objects', () => {
    const input = { title: 'ok', response: { text: 'a\u0000b', parts: ['fine', '\ud800'] }, ['k\u0000ey']: 1 };
    expect(findInputProblems(input, 64)).toEqual({ unstorable: [['response', 'text'], ['response', 'parts', 1], ['k\uFFFDey']], tooDeep: null });
    expect(findInputProblems('\u0000', 64).unstorable).toEqual([[]]);
    expect(findInputProblems({ a: [1, null, true, { b: 'x' }] }, 64)).toEqual({ unstorable: [], tooDeep: null });
  });
  it('reports nesting beyond the limit and stops there (a deep hostile body costs nothing)', () => {
    let deep: unknown = 'leaf\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const p = findInputProblems(deep, 64);
    expect(p.tooDeep).toEqual([]);
    expect(p.unstorable).toEqual([]);
    let ok: unknown = 'x';
    for (let i = 0; i < 64; i++) ok = { a: ok };
    expect(findInputProblems(ok, 64).tooDeep).toBeNull();
    // named by the top-level field that holds it
    expect(findInputProblems({ title: 't', a: ok }, 64).tooDeep).toEqual(['a']);
  });
  it('storableText replaces only what PostgreSQL refuses', () => {
    expect(storableText('a\u0000b\ud800c\ud83d\udca9')).toBe('a\uFFFDb\uFFFDc\ud83d\udca9');
  });
});
