// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PackageExpiryDialog } from './package-expiry-dialog';
import StudentStartup from './student-startup';
import { initTestI18n } from '../i18n/test-i18n';

describe('PackageExpiryDialog', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('names the date and says access is paused, to renew and to contact support', () => {
    render(<PackageExpiryDialog expiry="2024-03-05" />);
    const dialog = screen.getByTestId('package-expiry-dialog');
    expect(dialog.textContent).toContain('5 Mar 2024, Tuesday');
    expect(dialog.textContent).toContain('Access to premium features is paused');
    expect(dialog.textContent).toMatch(/renew/i);
    expect(dialog.textContent).toMatch(/contact support/i);
    expect(dialog.style.maxWidth).toBe('500px');
  });

  it('says "an unknown date" or "an invalid date"', () => {
    render(<PackageExpiryDialog expiry={null} />);
    expect(screen.getByTestId('package-expiry-dialog').textContent).toContain('an unknown date');
    cleanup();
    render(<PackageExpiryDialog expiry="2024-99-99" />);
    expect(screen.getByTestId('package-expiry-dialog').textContent).toContain('an invalid date');
  });

  it('cannot be dismissed and has no close control', async () => {
    render(<PackageExpiryDialog expiry="2024-03-05" />);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('package-expiry-dialog')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is shown at start-up only for an expiry before today', () => {
    render(<StudentStartup user={{ package_expiry_date: '2000-01-01', has_target_score: true }} />);
    expect(screen.queryByTestId('package-expiry-dialog')).not.toBeNull();
    cleanup();
    render(<StudentStartup user={{ package_expiry_date: '2999-01-01', has_target_score: true }} />);
    expect(screen.queryByTestId('package-expiry-dialog')).toBeNull();
    expect(screen.queryByTestId('target-score-form')).toBeNull();
    cleanup();
    render(<StudentStartup user={{ package_expiry_date: null, has_target_score: false }} />);
    expect(screen.queryByTestId('target-score-form')).not.toBeNull();
  });
});
