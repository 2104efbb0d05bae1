/** Menu icons by name (a menu item's `icon`). Unknown names fall back to a dot. */
const PATHS: Record<string, string> = {
  home: 'M3 11l9-8 9 8v10a1 1 0 01-1 1h-5v-7H9v7H4a1 1 0 01-1-1z',
  dashboard: 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
  bell: 'M6 8a6 6 0 1112 0c0 7 3 8 3 8H3s3-1 3-8M10 21a2 2 0 004 0',
  menu: 'M3 6h18M3 12h18M3 18h18',
  user: 'M12 12a5 5 0 100-10 5 5 0 000 10zM4 22a8 8 0 0116 0',
  logout: 'M15 4h4a1 1 0 011 1v14a1 1 0 01-1 1h-4M10 17l-5-5 5-5M5 12h11',
  collapse: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  // a clipboard with lines (a test), a stack of sheets (tests), a stopwatch (mock), a question mark (quiz)
  test: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 11h8M8 15h8M8 19h5',
  tests: 'M8 3h11v14H8zM5 7v14h11M11 8h5M11 12h5',
  mock: 'M12 22a8 8 0 100-16 8 8 0 000 16zM12 10v4l2 2M10 2h4M19 7l1.5-1.5',
  quiz: 'M12 22a10 10 0 100-20 10 10 0 000 20zM9.5 9a2.5 2.5 0 114 2c-1 .7-1.5 1.2-1.5 2.5M12 17h.01',
  // bars of a score chart
  result: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  questions: 'M4 5h16v12H8l-4 4zM8 9h8M8 13h5',
  evaluation: 'M9 12l2 2 4-4M5 4h14v16H5z',
  practice: 'M4 19l4-4m0 0l3 3 9-9-3-3-9 9zM14 6l4 4',
};

export function Icon({ name, className = 'h-5 w-5' }: { name: string; className?: string }) {
  const d = PATHS[name];
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {d ? <path d={d} /> : <circle cx="12" cy="12" r="3" />}
    </svg>
  );
}
