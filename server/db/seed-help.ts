// The platform's help centre (server/modules/help/README.md): an English article per portal and topic and an FAQ list
// per portal, written as the master would. Centres show these until they write their own. Seeded only where the
// platform has no help yet, so a master's edits are never overwritten. The screenshots under /help/ are committed in
// public/help/ (scripts/help-screenshots.ts makes them again).
import type { RawTx } from '../kernel/db.ts';
import { richTextToPlain } from '../kernel/sanitize.ts';

type Portal = 'student' | 'teacher' | 'admin';
type Topic = 'how-to-use' | 'material' | 'registration-process';

const shot = (file: string, alt: string) => `<p><img src="/help/${file}" alt="${alt}" width="640" height="400"></p>`;

const ARTICLES: Record<Portal, Record<Topic, { title: string; body: string }>> = {
  student: {
    'how-to-use': {
      title: 'How to use the student portal',
      body: [
        '<p>The student portal is where you practise every PTE Academic question type, sit practice and mock tests, and follow your progress against your target score.</p>',
        '<h2>Your dashboard</h2>',
        '<p>After you sign in you land on <strong>Portal</strong>. It shows how many practice items are open to you, the tests you have taken, results still waiting for a trainer and the days left to your exam date. The chart compares your latest scores per skill with your target.</p>',
        shot('student-dashboard.webp', 'The student dashboard with counts, the days to the exam and the progress chart'),
        '<h2>Practise one question type</h2>',
        '<ol><li>Open <strong>PTE Practice</strong> in the menu and choose a section: Speaking, Writing, Reading or Listening.</li><li>Pick a question type, for example <em>Read Aloud</em> or <em>Fill in the Blanks</em>, and open an item from the list.</li><li>Answer it in the exam-style player and press <strong>Submit</strong>. Practice shows your score, a review of each part and the model answer straight away.</li></ol>',
        shot('student-practice.webp', 'The practice list of one question type with its items'),
        '<h2>Sit a test or a mock exam</h2>',
        '<p>Tests and mock tests run in the same player with the real timing. The server keeps the time, and every answer is saved the moment you give it: the bar at the top says <em>Saved</em>, <em>Saving</em> or <em>Offline</em>. If your connection drops or you reload the page, you continue at the same item.</p>',
        shot('exam-player.webp', 'The exam player with the section, the item number and the time remaining'),
        '<h2>Speaking items</h2>',
        '<p>Allow the microphone when the browser asks. Wait for the beep, speak clearly and keep going: a long silence stops the recording, as in the real exam. Use a headset in a quiet room.</p>',
        '<h2>Results and evaluations</h2>',
        '<p>Items a machine can score are scored at once. Essays and spoken answers also get a trainer\'s marks for the traits a machine cannot judge; those results show <em>Awaiting evaluation</em> until your trainer has scored them.</p>',
      ].join(''),
    },
    material: {
      title: 'Study materials',
      body: [
        '<p>Your centre shares study materials with your group, course or package: PDF notes, Word documents, images, audio and video lessons.</p>',
        '<h2>Finding your materials</h2>',
        '<ul><li>Open <strong>Materials</strong> in the menu. Switch between the list, the grid and the folders with the buttons above the list.</li><li>Search by title, or filter by the kind of file.</li><li>PDF files open inside the page; audio and video play with seeking, so you can replay a hard passage.</li></ul>',
        '<h2>Word lists and flash cards</h2>',
        '<p>Word lists your trainer assigns become flash cards: read the word, try to recall its meaning, then turn the card. Mark the cards you know so the next round shows the others first.</p>',
        '<h2>Sending a file to your trainer</h2>',
        '<p>You can upload your own notes or a recording for your trainers from the materials page. Files must be PDF, Word, image, audio or video, up to the size your centre allows.</p>',
      ].join(''),
    },
    'registration-process': {
      title: 'How registration works',
      body: [
        '<p>You register on your coaching centre\'s own web address, the one the centre gave you (its name comes first in the address).</p>',
        '<ol><li>Choose a course or package and, if you have one, enter a promo code. The price and any instalments are shown before you continue.</li><li>Fill in your details and upload the documents the centre asks for.</li><li>Confirm your e-mail address with the link we send you. The link keeps your place, so you can finish later on any device.</li><li>Pay at the centre (cash, bank or mobile payment). Your access starts with the first payment, and your package\'s end date is shown in your profile.</li></ol>',
        '<h2>When your package ends</h2>',
        '<p>When the package expires you can still sign in and see your past results, but practice and tests are closed. Renew from the dialog that appears, or contact your centre with the details shown there.</p>',
      ].join(''),
    },
  },
  teacher: {
    'how-to-use': {
      title: 'How to use the trainer portal',
      body: [
        '<p>The trainer portal is where you build the question bank, assemble tests, score what a machine cannot, and guide your students.</p>',
        '<h2>Your dashboard</h2>',
        '<p><strong>Portal</strong> shows your students, the items of the bank, the centre\'s tests and the answers waiting for you. Start the day with the pending evaluations.</p>',
        shot('teacher-dashboard.webp', 'The trainer dashboard with students, questions, tests and pending evaluations'),
        '<h2>Scoring answers</h2>',
        '<ol><li>Open <strong>Pending evaluation</strong> and choose practice answers, tests or mock tests.</li><li>Open an answer: the rubric sits beside the student\'s response, with what the server has already measured (spelling, word count, speaking time, pauses).</li><li>Score each trait, write short feedback the student can act on, and save. The student sees the result at once.</li></ol>',
        '<h2>Questions and tests</h2>',
        '<p>Author items with each question type\'s editor and preview them as a student sees them. Build practice tests, mock tests and quiz sets with the step-by-step wizard; your progress is saved at every step, so you can leave and come back.</p>',
        '<h2>Classes and study plans</h2>',
        '<p>Create online classes with modules and chapters, and study plans of tasks for your groups. Students tick their tasks; you see who is keeping up.</p>',
      ].join(''),
    },
    material: {
      title: 'Sharing materials with students',
      body: [
        '<p>Upload PDF notes, Word files, images, audio and video from <strong>Materials</strong>. Large files upload in parts and resume after a dropped connection.</p>',
        '<ul><li>Give each file a clear title: students search by it.</li><li>Assign the material to groups, courses or packages; only those students see it.</li><li>Students can send you files too; you find them under the students\' uploads.</li></ul>',
        '<p>Word lists with meanings and examples become flash cards for the students you assign them to.</p>',
      ].join(''),
    },
    'registration-process': {
      title: 'How students join your classes',
      body: [
        '<p>Students register on the centre\'s address, choose a course or package, verify their e-mail and pay at the centre. The centre\'s admins then place them in groups.</p>',
        '<p>You see a student in your lists once they are in one of your groups or courses. If a student says they cannot see a test or a material, check with an admin that they are in the right group and that their package has not expired.</p>',
      ].join(''),
    },
  },
  admin: {
    'how-to-use': {
      title: 'How to use the admin portal',
      body: [
        '<p>The admin portal runs the centre: people, groups, packages and courses, enrollments and payments.</p>',
        '<h2>Your dashboard</h2>',
        '<p><strong>Portal</strong> counts students, trainers, admins, active students and courses, with weekly trends.</p>',
        shot('admin-dashboard.webp', 'The admin dashboard with the centre\'s counts and weekly trends'),
        '<h2>People</h2>',
        '<ul><li>Invite students and trainers by e-mail, or import many students from a CSV file with a preview of every row.</li><li>Put students and trainers in groups: groups decide who sees which tests, materials and classes.</li><li>Activate, deactivate or remove accounts; the audit log records who did what.</li></ul>',
        '<h2>Packages, enrollments and money</h2>',
        '<p>Build packages and courses with the wizard, record cash, bank or mobile payments (each with a receipt), and follow dues and collections in the report. A student\'s access starts with the first payment.</p>',
        '<h2>Help pages</h2>',
        '<p>These help pages come from the platform. If your centre works differently, an admin or the owner can replace any page or the FAQ with the centre\'s own text, and restore the platform text later.</p>',
      ].join(''),
    },
    material: {
      title: 'Managing learning materials',
      body: [
        '<p>Materials are uploaded by trainers and admins and assigned to groups, courses and packages. Keep titles clear and remove outdated files so students find the right version.</p>',
        '<p>Check file sizes before uploading long videos: very large files take students a long time to load on a mobile connection.</p>',
      ].join(''),
    },
    'registration-process': {
      title: 'The registration process',
      body: [
        '<ol><li>A visitor registers on the centre\'s address: course or package, promo code, instalments and documents.</li><li>They verify their e-mail address from the link they receive.</li><li>You record the first payment; access starts then, and the package\'s duration decides the end date.</li><li>Place the new student in a group so trainers and materials reach them.</li></ol>',
        '<p>Expired students appear in their own list; they can renew from their portal, or you can record a renewal payment.</p>',
      ].join(''),
    },
  },
};

const FAQS: Record<Portal, Array<[string, string]>> = {
  student: [
    ['How is my practice scored?', 'Each question type is scored by the official PTE Academic rules. Items with one right answer are scored at once; for speaking and writing, the server measures what it can (such as spelling, word count and speaking time) and a trainer scores the remaining traits.'],
    ['Why does a result say "Awaiting evaluation"?', 'Some traits of essays and spoken answers need a trainer. The result shows the machine-scored parts now and is completed when your trainer has scored the rest; you will see their feedback on the result page.'],
    ['What happens if my internet connection drops during a test?', 'Every answer is saved the moment you give it. The bar at the top shows Saved, Saving or Offline. When you are back online the saves are retried, and a reload or another device continues at the same item. The time keeps running on the server.'],
    ['Can I repeat a practice question?', 'Yes. In practice mode you can redo an item as often as you like and compare your attempts. Tests and mock tests can be taken once per sitting.'],
    ['How close is the mock test score to the real exam?', 'A full mock test follows the official order and timing and reports an overall score and the four communicative skills on the 10-90 scale. It is an estimate to guide your study, not an official result.'],
    ['My microphone is not recorded. What should I do?', 'Allow the microphone when the browser asks, close other apps that use it, and check the level meter before the item starts. Use a recent Chrome, Edge or Firefox; older Safari versions cannot record in a format we can score.'],
    ['What is included in my package, and when does it end?', 'Your package gives access to practice, tests and quizzes, and to the classes and materials your centre assigns. Its end date is in your profile. After it ends you can still sign in and read your results, and renew from the dialog that appears.'],
  ],
  teacher: [
    ['Where do I find answers waiting for me?', 'Open Pending evaluation and choose practice answers, tests or mock tests. Each list shows the oldest answers first.'],
    ['What does the server measure before I score?', 'Spelling (British and American dictionaries), word count and vocabulary range for writing; speaking time, pauses and time to first speech for recordings. You score the traits it cannot judge, such as content and pronunciation.'],
    ['Can I change a question after students have answered it?', 'You can edit the item, but answers already given keep the score they got. For larger changes, create a new item and deactivate the old one.'],
    ['Why can I not delete a test?', 'A test that a student has sat is kept so its results stay readable. Drafts and unpublished tests can be deleted.'],
    ['How do students see my materials?', 'Assign the material to a group, course or package. Students of those see it in their Materials page; nobody else does.'],
    ['Can I use the platform\'s questions?', 'Yes. Platform items appear in the bank beside your centre\'s own and can be used in tests, but only the platform can change them.'],
  ],
  admin: [
    ['How do I add many students at once?', 'Use the CSV import on the students page. Every row is checked first and the preview names the rows with problems; the others are imported, and each student gets an invitation by e-mail.'],
    ['When does a student\'s access start?', 'With the first recorded payment. The package\'s duration decides the end date, which you can see on the student\'s record.'],
    ['How do I record a payment?', 'Open the student\'s enrollment, choose Record payment, and enter the amount and the method (cash, bank or mobile). A receipt is generated; recording the same payment twice is prevented.'],
    ['Can I change these help pages?', 'Yes. Admins and the owner can replace any help page or the FAQ with the centre\'s own text; your students and trainers then see your version. Restore platform text brings the platform\'s version back.'],
    ['A student cannot see a test or a material. Why?', 'Check that the student is active, that their package has not expired, and that they are in the group, course or package the test or material is assigned to.'],
    ['How do I reset a user\'s password?', 'Open the user in the students or trainers list and choose Reset password. You can only reset the password of users of a lower rank than yours.'],
  ],
};

/** Writes the platform's help (articles and FAQ) when the platform has none yet. */
export async function seedHelp(tx: RawTx): Promise<void> {
  const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('select count(*)::int as n from help_articles where organization_id is null');
  if (n > 0) return;
  for (const [portal, topics] of Object.entries(ARTICLES) as Array<[Portal, Record<Topic, { title: string; body: string }>]>) {
    for (const [topic, a] of Object.entries(topics) as Array<[Topic, { title: string; body: string }]>) {
      await tx.query(`insert into help_articles (organization_id, portal, topic, title, body, body_text) values (null, $1, $2, $3, $4, $5)`, [portal, topic, a.title, a.body, richTextToPlain(a.body).trim()]);
    }
  }
  for (const [portal, items] of Object.entries(FAQS) as Array<[Portal, Array<[string, string]>]>) {
    for (const [i, [q, answer]] of items.entries()) {
      await tx.query(`insert into help_faqs (organization_id, portal, question, answer, position) values (null, $1, $2, $3, $4)`, [portal, q, answer, i + 1]);
    }
  }
}
