export type Category = 'Engineering' | 'Design' | 'Product' | 'Culture';

export interface Post {
  id: string;
  title: string;
  excerpt: string;
  body: string[];
  category: Category;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  minutes: number;
  author: { name: string; initials: string };
  /** CSS background for the generated cover art. */
  cover: string;
}

export const CATEGORIES: Category[] = ['Engineering', 'Design', 'Product', 'Culture'];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "14 November 2026"; formatted by hand so server and browser render the same text. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "2026-11" → "November 2026". */
export function formatMonth(key: string): string {
  const [year, month] = key.split('-').map(Number);
  return `${MONTHS[month - 1]} ${year}`;
}

export const POSTS: Post[] = [
  {
    id: 'editor-rewrite',
    title: 'We rewrote our editor in a weekend. Then we rewrote it properly in a quarter',
    excerpt:
      'The prototype took two days and convinced everyone. Shipping it took twelve weeks and taught us what a prototype is really for.',
    body: [
      'The weekend version of the new editor did one thing brilliantly: it made the old one feel slow. Within a week, every team wanted it, and we had to explain why a demo that worked on Friday could not ship on Monday.',
      'The answer was undo. Collaborative undo, across three people editing the same roadmap, is where most of the quarter went. We ended up modelling every change as an operation with an inverse, and the editor got simpler once we did.',
      'Our advice: prototype boldly, then write down exactly which hard problems the prototype skipped, before anyone schedules the launch.',
    ],
    category: 'Engineering',
    date: '2026-11-12',
    minutes: 9,
    author: { name: 'Inês Duarte', initials: 'ID' },
    cover:
      'radial-gradient(circle at 80% 20%, rgba(255,255,255,0.35) 0 12%, transparent 13%), radial-gradient(circle at 15% 85%, rgba(255,255,255,0.18) 0 22%, transparent 23%), linear-gradient(135deg, #312e81, #4338ca 55%, #0f766e)',
  },
  {
    id: 'empty-states',
    title: 'Designing empty states that teach',
    excerpt:
      'A blank screen is the first thing every new user sees. We treat it as the most important tutorial in the product.',
    body: [
      'Empty states used to be an afterthought: a grey illustration and the words “Nothing here yet”. When we looked at where new users gave up, the blank roadmap was at the top of the list.',
      'Now every empty state answers three questions: what goes here, why it is useful, and what the single next step is. The illustration is optional; the next step is not.',
    ],
    category: 'Design',
    date: '2026-11-03',
    minutes: 6,
    author: { name: 'Mateo Silva', initials: 'MS' },
    cover:
      'repeating-linear-gradient(45deg, rgba(255,255,255,0.12) 0 10px, transparent 10px 22px), linear-gradient(160deg, #be185d, #7c3aed)',
  },
  {
    id: 'boring-roadmaps',
    title: 'The case for boring roadmaps',
    excerpt: 'Exciting roadmaps change every month. The ones that build trust change slowly, and say why when they do.',
    body: [
      'A roadmap is a promise about attention, not about dates. When it changes every few weeks, people stop reading it and start asking in chat instead.',
      'We moved to a rhythm of one planned change per month, with a short note explaining it. Fewer surprises, more reading, and the chat questions dropped by half.',
    ],
    category: 'Product',
    date: '2026-10-21',
    minutes: 7,
    author: { name: 'Amara Okafor', initials: 'AO' },
    cover:
      'radial-gradient(circle at 30% 40%, rgba(255,255,255,0.25) 0 18%, transparent 19%), linear-gradient(120deg, #b45309, #dc2626)',
  },
  {
    id: 'quiet-remote',
    title: 'Four rituals that made our remote team quieter and faster',
    excerpt: 'Fewer meetings was not the goal. Better written decisions were, and the quiet followed.',
    body: [
      'We replaced the daily stand-up with a written check-in, kept one weekly call for anything that needed a conversation, and wrote every decision down in the place the work lives.',
      'The fourth ritual was the hardest: a monthly hour where we delete things. Old channels, stale documents, recurring meetings nobody remembers creating.',
    ],
    category: 'Culture',
    date: '2026-10-09',
    minutes: 5,
    author: { name: 'Lena Fischer', initials: 'LF' },
    cover:
      'linear-gradient(0deg, rgba(255,255,255,0.14) 0 2px, transparent 2px) 0 0 / 100% 18px, linear-gradient(150deg, #0f766e, #0369a1)',
  },
  {
    id: 'naming-design-system',
    title: 'A field guide to naming things in a design system',
    excerpt: 'Names outlive components. A few rules that kept ours readable after three rebrands.',
    body: [
      'Name tokens after their job, not their look: “surface-raised” survives a rebrand, “grey-100” does not. Name components after what people call them out loud, even when the technical term is more precise.',
      'And keep a graveyard: a page listing every retired name and what replaced it. It saves hours of archaeology a year.',
    ],
    category: 'Design',
    date: '2026-10-02',
    minutes: 8,
    author: { name: 'Mateo Silva', initials: 'MS' },
    cover:
      'radial-gradient(circle at 70% 70%, rgba(255,255,255,0.22) 0 20%, transparent 21%), linear-gradient(200deg, #4c1d95, #0e7490)',
  },
  {
    id: 'felt-latency',
    title: 'Measuring the latency users actually feel',
    excerpt: 'Our dashboards said p95 was fine. Our users said the app felt sticky. Both were right.',
    body: [
      'Server timings measured requests; users experience interactions. We started recording the time from a click to the next meaningful paint, in the browser, per feature.',
      'The slowest interaction was not an API call at all: it was a layout recalculation triggered by a tooltip. Fixing it took one line.',
    ],
    category: 'Engineering',
    date: '2026-09-18',
    minutes: 11,
    author: { name: 'Inês Duarte', initials: 'ID' },
    cover:
      'repeating-radial-gradient(circle at 20% 30%, rgba(255,255,255,0.14) 0 6px, transparent 6px 20px), linear-gradient(135deg, #1e3a8a, #0f766e)',
  },
  {
    id: 'changelogs',
    title: 'Writing changelogs people actually read',
    excerpt: 'Lead with what changed for the reader, not what changed in the code. Then stop.',
    body: [
      'Our old changelog listed ticket titles. Nobody read it, including us. The new one starts every entry with a sentence a customer would say: “You can now…”.',
      'Each entry is at most three sentences and a screenshot. Anything longer becomes a blog post.',
    ],
    category: 'Product',
    date: '2026-09-04',
    minutes: 4,
    author: { name: 'Amara Okafor', initials: 'AO' },
    cover:
      'conic-gradient(from 45deg at 72% 50%, rgba(255,255,255,0.2) 0 25%, transparent 0 50%, rgba(255,255,255,0.1) 0 75%, transparent 0), linear-gradient(160deg, #15803d, #0f766e)',
  },
  {
    id: 'critique-time-zones',
    title: 'Running design critiques across five time zones',
    excerpt: 'Asynchronous critique sounded like a compromise. It turned out to give better feedback.',
    body: [
      'Live critiques favoured whoever could think out loud fastest. Recorded walkthroughs with written replies gave everyone a day to think, and the feedback got more specific.',
      'We still meet live once a month, purely to argue about the things writing could not settle.',
    ],
    category: 'Culture',
    date: '2026-08-27',
    minutes: 6,
    author: { name: 'Lena Fischer', initials: 'LF' },
    cover:
      'radial-gradient(circle at 50% 120%, rgba(255,255,255,0.3) 0 35%, transparent 36%), linear-gradient(180deg, #9a3412, #7c2d12)',
  },
  {
    id: 'estimates',
    title: 'Estimates are a conversation, not a number',
    excerpt: 'We stopped asking “how long will it take?” and started asking “what would make this take longer?”',
    body: [
      'A single number hides the interesting part of an estimate: the assumptions. When we ask what could make a task take longer, the risky parts surface in the first five minutes instead of the last week.',
      'We still write a number down. It just comes last, after the list of things that would change it.',
    ],
    category: 'Engineering',
    date: '2026-08-13',
    minutes: 5,
    author: { name: 'Amara Okafor', initials: 'AO' },
    cover:
      'linear-gradient(90deg, rgba(255,255,255,0.14) 1px, transparent 1px) 0 0 / 22px 22px, linear-gradient(0deg, rgba(255,255,255,0.14) 1px, transparent 1px) 0 0 / 22px 22px, linear-gradient(135deg, #0f172a, #4338ca)',
  },
];

/** Months that have posts, newest first, with counts. */
export function archiveMonths(posts: Post[]): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    const key = post.date.slice(0, 7);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([key, count]) => ({ key, count }));
}
