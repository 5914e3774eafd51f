/**
 * The "loading" toast of spec §8 for an action that takes a while (an export, an import): sonner's loading toast
 * stays while the action runs and then becomes, in place, its success or error toast (which closes after the spec §9
 * duration), so the person sees one toast per action.
 */
import { toast } from 'sonner';
import { describeError } from '../dataProvider/httpClient';

export interface ProgressToastMessages<T> {
  /** Shown while the action runs. */
  loading: string;
  /** Shown when it succeeded (from its result). */
  success: string | ((result: T) => string);
  /** Shown when it failed; default: describeError (the spec §8 text of an API failure). */
  error?: (error: unknown) => string;
}

/**
 * Runs `action` under a loading toast that turns into its success or error toast.
 * @returns the action's result. @throws what the action threw (already shown in the toast).
 */
export function withProgressToast<T>(action: () => Promise<T>, messages: ProgressToastMessages<T>): Promise<T> {
  return toast.promise(action(), { loading: messages.loading, success: messages.success, error: messages.error ?? describeError }).unwrap();
}
