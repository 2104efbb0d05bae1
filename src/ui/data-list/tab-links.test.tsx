// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TabLinks } from './tab-links';
import { FilterForm } from './filter-form';

describe('TabLinks', () => {
  it('marks only the current tab, names each by its id and tells a press', () => {
    const onSelect = vi.fn();
    render(
      <MemoryRouter>
        <TabLinks label="Sections" tabs={[{ id: 'a', to: '/a', label: 'A' }, { id: 'b', to: '/b', label: 'B' }]} current="b" testId="tab" dataName="section" onSelect={onSelect} />
      </MemoryRouter>,
    );
    const tabs = screen.getAllByTestId('tab');
    expect(tabs.map((t) => [t.getAttribute('data-section'), t.getAttribute('aria-current')])).toEqual([['a', null], ['b', 'page']]);
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeTruthy();
    fireEvent.click(tabs[0]!);
    expect(onSelect).toHaveBeenCalledWith('a');
  });
});

describe('FilterForm', () => {
  it('commits the search on submit, without reloading the page', () => {
    const onSearch = vi.fn();
    render(<FilterForm label="Filters" columns={4} onSearch={onSearch}><input name="search" /></FilterForm>);
    const form = screen.getByRole('search', { name: 'Filters' });
    expect(form.className).toContain('lg:grid-cols-4');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
