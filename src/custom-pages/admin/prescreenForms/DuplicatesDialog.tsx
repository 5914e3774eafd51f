/**
 * "Find duplicate questions" of the form builder: asks the API which questions of the form ask the same thing
 * (POST /api/prescreen-forms/detect-duplicates) and lists each group with its similarity and the reason, the
 * questions and the trials they come from. "Merge" applies the de-duplication (POST …/apply-deduplication): the group
 * becomes one question under "Shared questions" that feeds every trial's criteria; the list is then looked up again.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { PhasesDataProvider } from '../../../dataProvider';
import { describeError } from '../../../dataProvider/httpClient';
import type { DuplicateGroup, FormContent } from '../../../dataProvider/types';
import { locate, SHARED } from './formOps';

/** Props of DuplicatesDialog. */
export interface DuplicatesDialogProps {
  content: FormContent;
  /** Called with the content after a merge (the builder takes it as its new draft). */
  onMerged: (content: FormContent) => void;
  onClose: () => void;
}

/** The duplicates dialog (looks the groups up when it opens and after each merge). */
export function DuplicatesDialog({ content, onMerged, onClose }: DuplicatesDialogProps) {
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const [groups, setGroups] = useState<DuplicateGroup[] | null>(null);
  const [busy, setBusy] = useState<string | null>('detect');
  const [error, setError] = useState<unknown>(null);
  const [merged, setMerged] = useState(0);

  const detect = useCallback(
    async (of: FormContent) => {
      setBusy('detect');
      setError(null);
      try {
        setGroups(await dataProvider.detectDuplicateQuestions(of));
      } catch (e) {
        setError(e);
      } finally {
        setBusy(null);
      }
    },
    [dataProvider],
  );

  // Look the groups up once, for the content as it was when the dialog opened; merges look up again themselves.
  const [opened] = useState(content);
  useEffect(() => {
    void detect(opened);
  }, [detect, opened]);

  const merge = async (group: DuplicateGroup) => {
    setBusy(group.id);
    setError(null);
    try {
      const next = await dataProvider.applyDeduplication(content, group.questionIds);
      onMerged(next);
      setMerged((n) => n + 1);
      await detect(next);
    } catch (e) {
      setError(e);
      setBusy(null);
    }
  };

  const where = (questionId: string) => {
    const at = locate(content, questionId);
    if (!at) return '';
    if (at.list === SHARED) return 'Shared';
    const block = content.blocks[at.list];
    return block.nctId ?? block.title;
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="duplicates-title">
      <DialogTitle id="duplicates-title">Duplicate questions</DialogTitle>
      <DialogContent dividers>
        {busy && <LinearProgress aria-label={busy === 'detect' ? 'Looking for duplicate questions' : 'Merging'} sx={{ mb: 2 }} />}
        {error != null && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {describeError(error)}
          </Alert>
        )}
        {merged > 0 && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {merged === 1 ? 'One group was merged' : `${merged} groups were merged`} into shared questions. Save the form to keep the change.
          </Alert>
        )}
        {groups && groups.length === 0 && !busy && <Typography>No duplicate questions found.</Typography>}
        <Stack spacing={2} component="ul" aria-label="Duplicate groups" sx={{ p: 0, m: 0 }}>
          {(groups ?? []).map((g) => (
            <Card key={g.id} variant="outlined" component="li" sx={{ listStyle: 'none' }} aria-label={`Group ${g.id}`}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <Chip size="small" color={g.similarity >= 1 ? 'success' : 'default'} label={`Similarity ${Math.round(g.similarity * 100)} %`} />
                  <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                    {g.reason}
                  </Typography>
                  <Button variant="contained" size="small" disabled={busy !== null} onClick={() => void merge(g)} aria-label={`Merge group ${g.id}`}>
                    Merge
                  </Button>
                </Stack>
                <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2 }}>
                  {g.questionIds.map((id) => (
                    <li key={id}>
                      <Typography variant="body2">
                        <strong>{where(id)}</strong>: {locate(content, id)?.question.text ?? id}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy !== null}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
