/** Paths into the read-only reference data beside the repository (present in CI too). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_DATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data');

/** Absolute path of a file of the reference data, e.g. sharedData('synthea/candidates.csv'). */
export const sharedData = (relative: string) => path.join(SHARED_DATA, relative);
