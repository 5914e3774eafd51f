/**
 * The toast host (spec §8, §9): sonner with 4000 ms duration, 3 visible toasts, 356 px width and 14 px gap.
 * The 45 px swipe-dismiss threshold is sonner's own built-in SWIPE_THRESHOLD (sonner 2.0.8 has no prop for it;
 * `swipeDirections` only chooses the directions), so it holds without configuration.
 */
import { Toaster } from 'sonner';
import { TOAST } from '../../contracts/constants';

/** The sonner <Toaster> with the spec §9 settings. */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visible}
      gap={TOAST.gapPx}
      richColors
      closeButton
      toastOptions={{ style: { width: TOAST.widthPx } }}
    />
  );
}
