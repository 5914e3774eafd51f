/**
 * The exporter of every grid: where the list's resource has an export route (candidates, prescreen results) "Export
 * CSV" downloads the server's CSV of every row matching the list's filters (all pages, data provider `exportCsv`),
 * under the server's file name or `<resource>.csv`; elsewhere react-admin's ExportButton writes the filtered rows
 * (fetched through the data provider) as CSV in the browser. The server's export runs under a loading toast that
 * becomes its success or error toast (spec §8).
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { ExportButton, useDataProvider, useListContext } from 'react-admin';
import type { PhasesDataProvider } from '../dataProvider';
import { resourceConfig } from '../dataProvider/resources';
import { withProgressToast } from '../notifications/progressToast';
import { downloadBlob } from './download';

/** The server's CSV of the list's filtered rows; disabled while it downloads or when the list is empty. */
function ServerExportButton() {
  const { resource, filterValues, filter, total } = useListContext();
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const download = async () => {
      const { blob, filename } = await dataProvider.exportCsv(resource, { ...filterValues, ...filter });
      downloadBlob(blob, filename ?? `${resource}.csv`);
    };
    // A failure is already shown by the toast.
    await withProgressToast(download, { loading: 'Preparing the CSV export…', success: 'CSV export downloaded' }).catch(() => undefined);
    setBusy(false);
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
