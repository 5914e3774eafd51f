/**
 * "Export CSV" button of the server-paged grids (candidates, prescreen results): calls `download` (an export endpoint
 * read through httpClientBlob with the grid's filters, every filtered row), saves the file under the server's name or
 * `fallbackName`, and shows a failure as an error toast.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { describeError } from '../dataProvider/httpClient';
import { downloadBlob } from './download';

export interface ExportCsvButtonProps {
  /** Fetches the CSV: the blob and the file name of its Content-Disposition (null when none). */
  download: () => Promise<{ blob: Blob; filename: string | null }>;
  /** File name when the server gives none. */
  fallbackName: string;
}

/** The export button; disabled while a download is running. */
export function ExportCsvButton({ download, fallbackName }: ExportCsvButtonProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await download();
      downloadBlob(blob, filename ?? fallbackName);
    } catch (e) {
      notify(describeError(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void onClick()}>
      Export CSV
    </Button>
  );
}
