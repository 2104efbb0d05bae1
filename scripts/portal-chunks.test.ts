import { describe, expect, it } from 'vitest';
import { cardPortals, chunkOfPortals, isPortalCard, portalCardChunk, portalsOfChunk, sharedPortalChunk, SHARED_PORTAL_CHUNK } from './portal-chunks.ts';

describe('portal card chunks', () => {
  it('reads the portals a card module exports, in either quoting', () => {
    expect(cardPortals('const x = 1;\nexport const portals = ["student"];\nexport default X;')).toEqual(['student']);
    expect(cardPortals("export const portals = ['teacher', 'admin'];")).toEqual(['teacher', 'admin']);
    expect(cardPortals('export const portals = ROLE_PORTALS;')).toBeNull();
    expect(cardPortals('export default function Card() {}')).toBeNull();
    expect(isPortalCard('export const portals = ROLE_PORTALS;')).toBe(true);
    expect(isPortalCard('const portals = [];')).toBe(false);
  });

  it('sends a card to the chunk of its portals, and a card of every portal (or the page) to the shared one', () => {
    expect(portalCardChunk('export const portals = ["student"];')).toBe('portal-student');
    expect(portalCardChunk('export const portals = ["coaching-owner"];')).toBe('portal-coaching-owner');
    expect(portalCardChunk('export const portals = ["teacher", "admin"];')).toBe('portal-admin_teacher');
    expect(portalCardChunk('export const portals = ROLE_PORTALS;')).toBe(SHARED_PORTAL_CHUNK);
    expect(portalCardChunk('export default function PortalPage() {}')).toBe(SHARED_PORTAL_CHUNK);
    expect(chunkOfPortals(['student', 'teacher', 'admin', 'master', 'coaching-owner'])).toBe(SHARED_PORTAL_CHUNK);
  });

  it('puts what two chunks share in the chunk of both their portals', () => {
    expect(sharedPortalChunk('portal-student', 'portal-admin_teacher')).toBe('portal-admin_student_teacher');
    expect(sharedPortalChunk('portal-student', SHARED_PORTAL_CHUNK)).toBe(SHARED_PORTAL_CHUNK);
    expect(portalsOfChunk('portal-admin_coaching-owner')).toEqual(['admin', 'coaching-owner']);
    expect(portalsOfChunk(SHARED_PORTAL_CHUNK)).toHaveLength(5);
    expect(portalsOfChunk('portal')).toEqual([]);
    expect(portalsOfChunk('blog-portal')).toEqual([]);
  });
});
