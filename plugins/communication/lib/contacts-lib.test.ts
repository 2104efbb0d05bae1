import { describe, expect, it } from 'vitest';
import type { Deal } from '@server/modules/contacts/contracts.ts';
import { columnsOf, money, neighbour, toMinor, withStage } from './deal-board';
import { LEAD_PAGES, leadPageOf } from './lead-sources';
import { previewCsv } from './csv-preview';
import { contactPaths, contactPortalOf } from './contact-paths';
import { LEAD_SEGMENTS } from '../contact-routes';

const deal = (id: number, stage: Deal['stage']): Deal => ({
  id, title: `D${id}`, value_minor: 0, stage, contact: { id: 1, email: 'a@x.com', name: '' }, owner: null, notes: '', stage_changed_at: '', created_at: '', updated_at: '',
});

describe('the lead pages', () => {
  it('configure every lead route, one page each, by the last segment of the address', () => {
    expect(LEAD_PAGES.map((p) => p.segment)).toEqual([...LEAD_SEGMENTS]);
    expect(leadPageOf('/teacher/communication/leads/online-and-blog')).toMatchObject({ mode: 'contacts', sources: ['form', 'blog'], addSource: null });
    expect(leadPageOf('/admin/communication/leads/seminars/')).toMatchObject({ mode: 'events', kind: 'seminar', addSource: 'seminar' });
    expect(leadPageOf('/teacher/communication/leads/expired-students')).toMatchObject({ mode: 'expired' });
    expect(leadPageOf('/teacher/communication/leads/trial-class-student')).toMatchObject({ sources: ['trial-class'], addSource: 'trial-class' });
    expect(leadPageOf('/teacher/communication/leads/nope')).toBeNull();
  });

  it('keeps the portal of the address for links', () => {
    expect(contactPaths(contactPortalOf('/admin/communication/interaction/deal')).lists).toBe('/admin/communication/interaction/create-list');
    expect(contactPaths('admin').campaigns).toBeNull();
    expect(contactPaths('teacher').leads('webinars')).toBe('/teacher/communication/leads/webinars');
  });
});

describe('the deal board', () => {
  it('groups deals by stage with every column present', () => {
    const cols = columnsOf([deal(1, 'new'), deal(2, 'won'), deal(3, 'new')]);
    expect(cols.new.map((d) => d.id)).toEqual([1, 3]);
    expect(cols.won.map((d) => d.id)).toEqual([2]);
    expect(cols.trial).toEqual([]);
  });

  it('moves left and right within the board', () => {
    expect(neighbour('trial', 1)).toBe('negotiation');
    expect(neighbour('new', -1)).toBeNull();
    expect(neighbour('lost', 1)).toBeNull();
    expect(withStage([deal(1, 'new'), deal(2, 'new')], 2, 'trial').map((d) => d.stage)).toEqual(['new', 'trial']);
  });

  it('reads and writes amounts in minor units', () => {
    expect(toMinor('15,000')).toBe(1_500_000);
    expect(toMinor('15000.5')).toBe(1_500_050);
    expect(toMinor('')).toBe(0);
    expect(toMinor('-3')).toBeNull();
    expect(toMinor('1.234')).toBeNull();
    expect(money(1_500_000, 'en')).toBe('15,000');
    expect(money(1_500_050, 'en')).toBe('15,000.50');
  });
});

describe('the import preview', () => {
  it('finds the columns, counts the rows and shows the first ones', () => {
    const p = previewCsv('Email,Name,Extra\na@x.com,Ana,1\nb@x.com,Bilal,2\n', 1);
    expect(p).toEqual({ columns: ['email', 'name'], rows: 2, sample: [{ email: 'a@x.com', name: 'Ana', phone: '' }], hasEmail: true });
    expect(previewCsv('name\nAna').hasEmail).toBe(false);
  });
});
