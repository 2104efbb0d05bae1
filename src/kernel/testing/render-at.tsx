/**
 * Component tests of pages: render routes at a URL inside a fresh query client (no retries) and a memory router,
 * with `<output data-testid="where">` telling where the page navigated to. Test files only.
 *
 * @example
 *   renderAt('/teacher/test-creation/list', [['/teacher/test-creation/list', <ListPage />]]);
 *   await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/teacher/test-creation'));
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

export function renderAt(url: string, routes: ReadonlyArray<readonly [path: string, element: ReactNode]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {routes.map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
