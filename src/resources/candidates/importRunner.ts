/**
 * Sends CSV import batches one after the other and adds up the results. On a failed batch it stops and reports which batch failed, so the caller can offer "Resume import" from that batch: the bulk endpoint
 * is idempotent, so re-sending a batch the server may already have applied updates instead of duplicating.
 */
import type { ImportBatchResult, ImportRejection } from '../../dataProvider/types';

export interface ImportTotals {
  /** Batches finished, counting from the first of the file. */
  batchesDone: number;
  /** Rows in the finished batches. */
  rowsDone: number;
  created: number;
  updated: number;
  rejected: ImportRejection[];
}

/** Totals before the first batch. */
export const EMPTY_TOTALS: ImportTotals = { batchesDone: 0, rowsDone: 0, created: 0, updated: 0, rejected: [] };

export interface ImportRun extends ImportTotals {
  /** The batch that failed (resume from it) and why; null when every batch went through. */
  failure: { batchIndex: number; error: unknown } | null;
}

/**
 * Sends `batches[from.batchesDone…]` in order with `send`, reporting the running totals after each batch.
 * Never throws: a failure ends the run with `failure` set and the totals of what went through.
 */
export async function runImport<T>(
  batches: readonly (readonly T[])[],
  from: ImportTotals,
  send: (batch: readonly T[], batchIndex: number) => Promise<ImportBatchResult>,
  onProgress: (totals: ImportTotals) => void,
): Promise<ImportRun> {
  let totals = from;
  for (let i = from.batchesDone; i < batches.length; i++) {
    try {
      const result = await send(batches[i], i);
      totals = {
        batchesDone: i + 1,
        rowsDone: totals.rowsDone + batches[i].length,
        created: totals.created + result.created,
        updated: totals.updated + result.updated,
        rejected: [...totals.rejected, ...result.rejected],
      };
      onProgress(totals);
    } catch (error) {
      return { ...totals, failure: { batchIndex: i, error } };
    }
  }
  return { ...totals, failure: null };
}
