/**
 * react-admin's notification component replaced by sonner (the design's toast library, spec §8 toast types): takes each notification from
 * react-admin's queue (useNotificationContext), translates it and shows it with toast.success / info / warning /
 * error. An undoable notification (optimistic delete/update) gets an "Undo" action; the pending mutation is
 * committed when the toast closes, or undone when Undo is clicked — what react-admin's own Notification does.
 */
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';

const SHOW = {
  success: toast.success,
  info: toast.info,
  warning: toast.warning,
  error: toast.error,
} as const;

/** react-admin's `notification` component: forwards its queue to sonner; renders nothing itself. */
export function SonnerNotification() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const takeMutationRef = useRef(takeMutation);
  takeMutationRef.current = takeMutation;
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    const batch = notifications;
    // Notifications are only ever appended, so dropping the first batch.length keeps any added meanwhile.
    setNotifications((current) => current.slice(batch.length));
    batch.forEach((notification) => show(notification));

    function show({ message, type = 'info', notificationOptions = {} }: NotificationPayload) {
      const { messageArgs, undoable, autoHideDuration } = notificationOptions;
      const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
      const duration = autoHideDuration === null ? Infinity : autoHideDuration;
      if (!undoable) {
        SHOW[type](text, { duration });
        return;
      }
      let settled = false;
      const settle = (isUndo: boolean) => {
        if (settled) return;
        settled = true;
        takeMutationRef.current()?.({ isUndo });
      };
      SHOW[type](text, {
        duration,
        action: { label: translate('ra.action.undo'), onClick: () => settle(true) },
        onAutoClose: () => settle(false),
        onDismiss: () => settle(false),
      });
    }
  }, [notifications, setNotifications, translate]);

  return null;
}
