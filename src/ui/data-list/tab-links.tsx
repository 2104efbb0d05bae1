/**
 * The tabs above a list when each tab is its own address (a section, an exam type): links, the current one marked
 * `aria-current="page"`, underlined. Tests find them by `testId` and the tab's id in `data-<dataName>`.
 */
import { Link } from 'react-router';

export interface TabLink {
  id: string;
  to: string;
  label: string;
}

const tabClass = (current: boolean) =>
  `inline-block border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600 ${current ? 'border-primary-600 text-primary-700' : 'border-transparent text-muted hover:text-ink'}`;

export function TabLinks({ label, tabs, current, testId, dataName, onSelect }: {
  /** the nav's accessible name */
  label: string;
  tabs: readonly TabLink[];
  current: string;
  testId: string;
  /** the tab's id goes into `data-<dataName>` */
  dataName: string;
  /** on a tab press, before the navigation (e.g. to drop a typed search the next tab does not share) */
  onSelect?: (id: string) => void;
}) {
  return (
    <nav aria-label={label} className="border-b border-line">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.to}
              onClick={onSelect && (() => onSelect(tab.id))}
              aria-current={tab.id === current ? 'page' : undefined}
              data-testid={testId}
              {...{ [`data-${dataName}`]: tab.id }}
              className={tabClass(tab.id === current)}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
