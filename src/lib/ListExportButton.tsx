/**
 * The exporter of every grid: where the list's resource has an export route (candidates, prescreen results) "Export
 * CSV" downloads the server's CSV of every row matching the list's filters (all pages, data provider `exportCsv`),
 * under the server's file name or `<resource>.csv`; elsewhere react-admin's ExportButton writes the filtered rows
 * (fetched through the data provider) as CSV in the browser. A failure is an error toast.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { ExportButton, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { PhasesDataProvider } from '../dataProvider';
import { describeError } from '../dataProvider/httpClient';
import { resourceConfig } from '../dataProvider/resources';
import { downloadBlob } from './download';

/** The server's CSV of the list's filtered rows; disabled while it downloads or when the list is empty. */
function ServerExportButton() {
  const { resource, filterValues, filter, total } = useListContext();
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await dataProvider.exportCsv(resource, { ...filterValues, ...filter });
      downloadBlob(blob, filename ?? `${resource}.csv`);
    } catch (e) {
      notify(describeError(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={busy || total === 0} onClick={() => void onClick()}>
      Export CSV
    </Button>
  );
}

/** The list's export button (see the file comment). */
export function ListExportButton() {
  const { resource } = useListContext();
  return resourceConfig(resource).exportPath ? <ServerExportButton /> : <ExportButton label="Export CSV" />;
}
