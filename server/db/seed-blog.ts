import type { RawTx } from '../kernel/db.ts';

interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  published: boolean;
  daysAgo: number;
}

/** The platform's posts (the master's): public on the platform domain and in every portal's help blog. */
export const PLATFORM_POSTS: readonly SeedPost[] = [
  {
    slug: 'describe-image-a-simple-structure-that-works',
    title: 'Describe Image: a simple structure that works',
    excerpt: 'Forty seconds is enough to say something useful about any chart, map or process, if you follow the same four steps every time.',
    published: true,
    daysAgo: 12,
    body: [
      '<p>Describe Image is one of the speaking tasks that worries candidates most, because the picture changes every time: a bar chart, a pie chart, a map, a process, sometimes a photograph. The good news is that the scoring does not reward clever analysis. It rewards <strong>content</strong>, <strong>oral fluency</strong> and <strong>pronunciation</strong>, and fluency matters most. A steady, complete answer beats a brilliant one that stops halfway.</p>',
      '<h2>Use the 25 seconds of preparation</h2>',
      '<p>You get 25 seconds to study the image before the microphone opens. Do not try to read every number. Find three things: the <em>title</em> (what the image is about), the <em>extremes</em> (the highest and lowest values, or the start and end of a process) and one <em>trend or comparison</em> that stands out.</p>',
      '<h2>The four-step answer</h2>',
      '<ol><li><p><strong>Introduce:</strong> "The bar chart compares the number of international students in five Australian cities in 2023."</p></li><li><p><strong>Highest:</strong> "Sydney had the largest number, at about 95,000."</p></li><li><p><strong>Lowest or contrast:</strong> "By contrast, Adelaide had the fewest, with roughly 20,000."</p></li><li><p><strong>Conclude:</strong> "Overall, the chart shows that international students are concentrated in the largest cities."</p></li></ol>',
      '<p>That is about 30 to 35 seconds of speech at a natural pace, which leaves a safe margin before the 40-second limit.</p>',
      '<h2>Common mistakes</h2>',
      '<ul><li><p>Long silences while you search for a number: the recording stops after three seconds of silence.</p></li><li><p>Correcting yourself ("in 2013, sorry, 2023"): a small error costs less than a broken sentence.</p></li><li><p>Speaking too fast to fit everything in: clear rhythm scores better than speed.</p></li></ul>',
      '<blockquote><p>Practise the four steps with ten different images this week, recording yourself each time. By the fifth image the structure will feel automatic.</p></blockquote>',
    ].join(''),
  },
  {
    slug: 'reading-fill-in-the-blanks-collocations-first',
    title: 'Reading Fill in the Blanks: think collocations first',
    excerpt: 'Most blanks in the reading section are decided by which words naturally go together. Learn to hear collocations and you will answer faster and more accurately.',
    published: true,
    daysAgo: 5,
    body: [
      '<p>Reading: Fill in the Blanks and Reading &amp; Writing: Fill in the Blanks carry a large share of the reading score, and they also feed your writing score. Candidates often treat them as grammar puzzles. In practice, most blanks are decided by <strong>collocation</strong>: the words that English speakers habitually put together.</p>',
      '<h2>Why collocations decide the answer</h2>',
      '<p>Look at this sentence: "The government has ______ a number of measures to reduce traffic." All four options may be verbs in the past participle, so grammar alone does not help. But only one of them collocates with <em>measures</em>: <strong>introduced</strong> (or <em>taken</em>, <em>implemented</em>). "Made measures" or "done measures" sound wrong to a native reader, and the test is written to reward that instinct.</p>',
      '<h2>A three-step routine</h2>',
      '<ol><li><p>Read the whole sentence first, not just the words around the gap.</p></li><li><p>Check grammar: part of speech, singular or plural, tense.</p></li><li><p>Among the options that fit the grammar, choose the one that collocates with the words on either side.</p></li></ol>',
      '<h2>Build your collocation bank</h2>',
      '<p>Keep a short list of academic collocations and review it daily. Some that appear again and again:</p>',
      '<ul><li><p>conduct <strong>research</strong>, carry out <strong>a study</strong></p></li><li><p>play <strong>a role</strong>, have <strong>an impact</strong> on</p></li><li><p>draw <strong>a conclusion</strong>, reach <strong>an agreement</strong></p></li><li><p>pose <strong>a threat</strong>, raise <strong>awareness</strong></p></li></ul>',
      '<p>Fifteen minutes a day with the word lists and flash cards in your portal is enough to see a difference within two or three weeks. Do not leave a blank empty: there is no negative marking in these tasks.</p>',
    ].join(''),
  },
];

/** Alpha's posts: one published, one draft (never shown publicly). */
export const ALPHA_POSTS: readonly SeedPost[] = [
  {
    slug: 'new-weekend-mock-test-batch',
    title: 'New weekend mock test batch starts in December',
    excerpt: 'Full PTE mock tests under exam conditions every Saturday morning, with a trainer review of your speaking and writing the following week.',
    published: true,
    daysAgo: 3,
    body: [
      '<p>From the first Saturday of December, Alpha PTE Academy runs a <strong>weekend mock test batch</strong>. Each session is a full PTE Academic mock test in the official order and timing, taken in our computer lab with headsets, just like the test centre.</p>',
      '<h2>What you get</h2>',
      '<ul><li><p>A full mock test every Saturday from 9:30 to 11:45.</p></li><li><p>Your estimated overall and skill scores the same day in your student portal.</p></li><li><p>A trainer review of your speaking and writing answers during the week.</p></li></ul>',
      '<p>Places are limited to twenty students per session. Ask at the front desk or message your trainer to reserve your seat.</p>',
    ].join(''),
  },
  {
    slug: 'exam-day-checklist',
    title: 'Exam day checklist (draft)',
    excerpt: '',
    published: false,
    daysAgo: 1,
    body: '<p>What to bring on exam day: your passport, arrive 30 minutes early, ...</p>',
  },
];

/**
 * The demo's blog: two published platform posts by the master, and alpha's published post and draft by its teacher.
 * Runs on the owner connection (no RLS), once, into a fresh demo.
 */
export async function seedDemoBlog(tx: RawTx): Promise<void> {
  const [alpha] = await tx.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
  const [master] = await tx.query<{ id: number; name: string }>(`select id, trim(first_name || ' ' || last_name) as name from users where email = 'master@platform.test'`);
  const [teacher] = await tx.query<{ id: number; name: string }>(`select id, trim(first_name || ' ' || last_name) as name from users where email = 'teacher@alpha.test'`);
  const insert = async (org: number | null, author: { id: number; name: string } | undefined, p: SeedPost) => {
    await tx.query(
      `insert into blog_posts (organization_id, title, slug, excerpt, body_html, status, published_at, author_id, author_name, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, case when $6 = 'published' then now() - make_interval(days => $7::int) end, $8, $9,
               now() - make_interval(days => $7::int + 1), now() - make_interval(days => $7::int))
       on conflict do nothing`,
      [org, p.title, p.slug, p.excerpt, p.body, p.published ? 'published' : 'draft', p.daysAgo, author?.id ?? null, author?.name ?? ''],
    );
  };
  for (const p of PLATFORM_POSTS) await insert(null, master, p);
  if (alpha) for (const p of ALPHA_POSTS) await insert(alpha.id, teacher, p);
}
