/**
 * A bulk action of a react-admin list (inside its bulk-action toolbar): sets one field of every selected record to a
 * value chosen in a dialog that names the count, through the data provider's updateMany (a PATCH of that field per
 * record), then clears the selection. Used for a candidate's source and a trial's recruiting status.
 */
import { useState, type ReactElement } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useListContext, useNotify, useUpdateMany } from 'react-admin';
import { describeError } from '../dataProvider/httpClient';

export interface BulkSetFieldButtonProps {
  /** Button text ("Set source"). */
  label: string;
  icon: ReactElement;
  /** The field set on every selected record. */
  field: string;
  /** Its label in the dialog ("Source"). */
  fieldLabel: string;
  choices: readonly { id: string; name: string }[];
  /** The records' noun, singular and plural ("candidate", "candidates"). */
  noun: readonly [string, string];
}

/** The button and its dialog (see the file comment). */
export function BulkSetFieldButton({ label, icon, field, fieldLabel, choices, noun }: BulkSetFieldButtonProps) {
  const { resource, selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [updateMany, { isPending }] = useUpdateMany();
  const count = selectedIds.length;
  const what = count === 1 ? noun[0] : noun[1];
  const submit = () =>
    updateMany(
      resource,
      { ids: selectedIds, data: { [field]: value } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${fieldLabel} set for ${count} ${what}`, { type: 'success' });
          setOpen(false);
          onUnselectItems();
        },
        onError: (e) => notify(describeError(e), { type: 'error' }),
      },
    );
  return (
    <>
      <Button size="small" startIcon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={isPending ? undefined : () => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby={`bulk-${field}-title`}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (value) submit();
          }}
        >
          <DialogTitle id={`bulk-${field}-title`}>
            {label} of {count} {what}
          </DialogTitle>
          <DialogContent>
            <TextField select name={field} label={fieldLabel} value={value} onChange={(e) => setValue(e.target.value)} fullWidth sx={{ mt: 1 }}>
              {choices.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isPending || !value}>
              {label}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
