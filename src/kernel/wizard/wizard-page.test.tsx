// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '@kernel/testing/render-at';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type { WizardDefinition } from './definition';
import { resumeStep, visitedOf } from './resume';
import { WizardPage } from './wizard-page';
import { dropRunningWizards } from './wizard-store';

interface Draft { name: string; price: string }
const STEPS = ['basic', 'price', 'review'];

/** A server kept in memory: what a POST and the PUTs stored, as the real ones do. */
function fakeServer() {
  const records = new Map<number, { data: Partial<Draft>; step: string; visited: string[] }>();
  let next = 7;
  const calls: string[] = [];
  let reject422: Record<string, string[]> | null = null;
  const failWith = (errors: Record<string, string[]>) => { reject422 = errors; };
  const check = () => {
    if (!reject422) return;
    const errors = reject422;
    reject422 = null;
    throw Object.assign(new Error('Invalid'), { status: 422, errors });
  };
  const definition: WizardDefinition<Draft> = {
    id: 'test-kit-wizard',
    steps: [
      { id: 'basic', validate: (d): Record<string, string[]> => (d.name ? {} : { name: ['The name is required.'] }) },
      { id: 'price' },
      { id: 'review' },
    ],
    stepFields: { basic: ['name'], price: ['price'], review: [] },
    create: async ({ step, data }) => {
      calls.push(`POST ${step}`);
      check();
      const id = next++;
      records.set(id, { data: { ...data }, step, visited: [step] });
      return { id };
    },
    update: async ({ recordId, step, data }) => {
      calls.push(`PUT ${recordId} ${step}`);
      check();
      const r = records.get(Number(recordId))!;
      records.set(Number(recordId), { data: { ...r.data, ...data }, step, visited: [...new Set([...r.visited, step])] });
    },
    load: async (id, urlStep) => {
      calls.push(`GET ${id}`);
      const r = records.get(Number(id));
      if (!r) throw Object.assign(new Error('Not found'), { status: 404 });
      const visited = visitedOf(STEPS, r.step, r.visited);
      return { data: r.data, visited, step: resumeStep(STEPS, urlStep, visited) };
    },
  };
  return { definition, calls, records, failWith };
}

function page(server: ReturnType<typeof fakeServer>, recordId: string | null, done: string[] = []) {
  return (
    <WizardPage<Draft>
      definition={server.definition}
      recordId={recordId}
      addressOf={(step, id) => `/w/${step}${id === null ? '' : `?id=${id}`}`}
      title="Kit wizard"
      stepLabel={(s) => `Step ${s}`}
      renderStep={({ step, data, errors, change }) => (
        <label>
          {step === 'basic' ? 'Name' : 'Price'}
          <input value={(step === 'basic' ? data.name : data.price) ?? ''} onChange={(e) => change(step === 'basic' ? { name: e.target.value } : { price: e.target.value })} />
          {(errors.name ?? errors.price) && <span data-testid="field-error">{errors.name ?? errors.price}</span>}
        </label>
      )}
      onDone={({ recordId: id }) => done.push(String(id))}
    />
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('WizardPage', () => {
  beforeAll(() => initTestI18n());
  afterEach(() => {
    cleanup();
    dropRunningWizards();
  });

  it('refuses an invalid step without a call, then POSTs the first save and PUTs the next, the address following', async () => {
    const server = fakeServer();
    renderAt('/w/basic', [['/w/:step', page(server, null)]]);
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect((await screen.findByTestId('field-error')).textContent).toBe('The name is required.');
    expect(server.calls).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Gold' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(where()).toBe('/w/price?id=7'));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '9500' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(where()).toBe('/w/review?id=7'));
    expect(server.calls).toEqual(['POST basic', 'PUT 7 price']);
    expect(server.records.get(7)?.data).toEqual({ name: 'Gold', price: '9500' });
  });

  it("shows the server's 422 at the field of the step and stays", async () => {
    const server = fakeServer();
    renderAt('/w/basic', [['/w/:step', page(server, null)]]);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Taken' } });
    server.failWith({ name: ['This name is taken.'] });
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect((await screen.findByTestId('field-error')).textContent).toBe('This name is taken.');
    expect(where()).toBe('/w/basic');
  });

  it('a reload loads the record and opens the step of the address when it can be reached, else the next unsaved', async () => {
    const server = fakeServer();
    server.records.set(3, { data: { name: 'Saved' }, step: 'basic', visited: ['basic'] });
    renderAt('/w/review?id=3', [['/w/:step', page(server, '3')]]);
    expect(await screen.findByLabelText('Price')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/w/price?id=3'));
    expect(server.calls).toEqual(['GET 3']);
  });

  it('a record that cannot be loaded says so with Retry', async () => {
    const server = fakeServer();
    renderAt('/w/basic?id=99', [['/w/:step', page(server, '99')]]);
    expect(await screen.findByTestId('wizard-load-failed')).toBeTruthy();
  });

  it('finishing hands over the record id', async () => {
    const server = fakeServer();
    server.records.set(4, { data: { name: 'A', price: '1' }, step: 'price', visited: ['basic', 'price'] });
    const done: string[] = [];
    renderAt('/w/review?id=4', [['/w/:step', page(server, '4', done)]]);
    fireEvent.click(await screen.findByTestId('wizard-finish'));
    await waitFor(() => expect(done).toEqual(['4']));
    expect(server.calls).toEqual(['GET 4', 'PUT 4 review']);
  });
});
