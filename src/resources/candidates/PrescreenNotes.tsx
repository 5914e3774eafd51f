/**
 * Prescreen notes of a candidate (spec §3: an ordered list, deleted by position; §7): list, add, delete by index
 * through GET/POST /api/candidates/{id}/prescreen-notes and DELETE …/prescreen-notes/{index}.
 */
import { useState } from 'react';
import { Button, Card, CardContent, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type { PhasesDataProvider } from '../../dataProvider';
import { describeError } from '../../dataProvider/httpClient';
import type { PrescreenNote } from '../../dataProvider/types';
import { QueryErrorPanel } from '../../layout/QueryErrorPanel';

/** The prescreen notes card of candidate `candidateId`. */
export function PrescreenNotes({ candidateId }: { candidateId: string }) {
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const queryKey = ['candidates', 'prescreenNotes', candidateId];
  const notes = useQuery({ queryKey, queryFn: () => dataProvider.getPrescreenNotes(candidateId) });
  const [text, setText] = useState('');
  const [toDelete, setToDelete] = useState<number | null>(null);

  const onSaved = (next: PrescreenNote[]) => queryClient.setQueryData(queryKey, next);
  const onError = (e: unknown) => notify(describeError(e), { type: 'error' });
  const add = useMutation({
    mutationFn: (noteText: string) => dataProvider.addPrescreenNote(candidateId, noteText),
    onSuccess: (next) => {
      onSaved(next);
      notify('Note added', { type: 'success' });
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (index: number) => dataProvider.deletePrescreenNote(candidateId, index),
    onSuccess: (next) => {
      onSaved(next);
      setToDelete(null);
      notify('Note deleted', { type: 'success' });
    },
    onError,
  });

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Prescreen notes
        </Typography>
        {notes.error && <QueryErrorPanel error={notes.error} onRetry={notes.refetch} />}
        {notes.data && notes.data.length === 0 && (
          <Typography color="text.secondary" sx={{ my: 1 }}>
            No notes yet.
          </Typography>
        )}
        {notes.data && notes.data.length > 0 && (
          <List aria-label="Prescreen notes">
            {notes.data.map((note, index) => (
              <ListItem
                key={`${index}-${note.createdAt}`}
                divider
                secondaryAction={
                  <IconButton edge="end" aria-label={`Delete note ${index + 1}`} onClick={() => setToDelete(index)}>
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={note.text}
                  secondary={`${note.authorName ?? 'Unknown author'} · ${new Date(note.createdAt).toLocaleString()}`}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Stack
          component="form"
          spacing={1}
          sx={{ mt: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            const value = text.trim();
            if (!value) return;
            setText('');
            add.mutate(value, { onError: () => setText(value) });
          }}
        >
          <TextField
            name="note"
            label="New note"
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <Button type="submit" variant="contained" disabled={!text.trim() || add.isPending} sx={{ alignSelf: 'flex-start' }}>
            Add note
          </Button>
        </Stack>
      </CardContent>
      <Confirm
        isOpen={toDelete !== null}
        loading={remove.isPending}
        title="Delete this note?"
        content={toDelete !== null ? notes.data?.[toDelete]?.text : ''}
        confirm="Delete"
        onConfirm={() => toDelete !== null && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Card>
  );
}
