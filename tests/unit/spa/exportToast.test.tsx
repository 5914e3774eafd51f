// @vitest-environment jsdom
/**
 * A long action under the "loading" toast (spec §8): "Export CSV" shows a loading toast while the server prepares the
 * file, which then becomes the success toast — or, when the export fails, the error toast with the spec's text.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppList } from '../../../src/layout/listQuery';
import { ListExportButton } from '../../../src/lib/ListExportButton';
import { AppToaster } from '../../../src/notifications/AppToaster';
import { toApiError } from '../../../src/dataProvider/httpClient';
import { AT, ORG_ID, renderPage } from './renderPage';

const SLOW = { timeout: 8000 };
const candidate = { id: 'c1', organizationId: ORG_ID, firstName: 'Ann', lastName: 'Lee', createdAt: AT };

/** The candidates list with its export button, the toast host beside it; `exportCsv` answers as the test says. */
const renderExport = (exportCsv: () => Promise<unknown>) =>
  renderPage(
    <>
      <AppToaster />
      <AppList resource="candidates" actions={<ListExportButton />}>
        <p>grid</p>
      </AppList>
    </>,
    '/candidates',
    { data: { candidates: [candidate] }, methods: { exportCsv } },
  );

// jsdom has no object URLs (the download link uses one).
beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
});
afterEach(cleanup);

describe('the export toast', () => {
  it('shows a loading toast while the export runs, then the success toast', async () => {
    let finish: (file: { blob: Blob; filename: string }) => void = () => undefined;
    renderExport(() => new Promise((resolve) => (finish = resolve)));
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, SLOW));
    expect(await screen.findByText('Preparing the CSV export…', {}, SLOW)).toBeTruthy();
    finish({ blob: new Blob(['id\n']), filename: 'candidates.csv' });
    expect(await screen.findByText('CSV export downloaded', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Preparing the CSV export…')).toBeNull();
  });

  it('turns into the error toast with the spec text when the export fails', async () => {
    renderExport(async () => {
      throw await toApiError(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, SLOW));
    expect(await screen.findByText('Service Unavailable', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
