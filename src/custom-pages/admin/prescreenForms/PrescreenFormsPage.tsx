/**
 * /admin/prescreen-forms (spec §2 admin routes, breadcrumb "Prescreen forms", "Prescreen forms"): the forms
 * of the organisations the switcher shows, each with a delete button (after a confirmation; the server refuses while a
 * chat agent uses the form and the message says which), "New form" (trials → generated study blocks → builder), and
 * the builder of one form when the `formId` search param (a uuid; anything else is dropped) names it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Card,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useDataProvider, useDelete, useGetList, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useActiveOrganization, useVisibleOrganizationIds } from '../../../authProvider/ActiveOrganization';
import { describeError } from '../../../dataProvider/httpClient';
import type { PrescreenForm, PrescreenFormSummary } from '../../../dataProvider/types';
import { QueryErrorPanel } from '../../../layout/QueryErrorPanel';
import { OrganizationName } from '../../../resources/organizations/OrganizationName';
import { PATHS } from '../../../routing/paths';
import { PendingScreen } from '../../../routing/pending';
import { SEARCH, useValidatedSearch } from '../../../routing/searchParams';
import { FormBuilder, type NewFormDraft } from './FormBuilder';
import { NewFormDialog } from './NewFormDialog';

const LIST_SIZE = 200;

/**
 * Query key of one form with its content. Not react-admin's getOne key: a list pre-fills that key with the list's
 * records, which have no content.
 */
export const formQueryKey = (id: string) => ['prescreenForms', 'withContent', id] as const;

/** Deletes `form` through the data provider after a confirmation naming it; a refusal (409) is shown as sent. */
function DeleteFormButton({ form }: { form: PrescreenFormSummary }) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<PrescreenFormSummary>();
  const deleteForm = () =>
    remove(
      'prescreenForms',
      { id: form.id, previousData: form },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`Prescreen form "${form.name}" deleted`, { type: 'success' }),
        onError: (e) => notify(describeError(e), { type: 'error' }),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <IconButton size="small" aria-label={`Delete ${form.name}`} onClick={() => setConfirming(true)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`Delete the prescreen form "${form.name}"?`}
        content="The form and all its versions are removed. Prescreen results made with it keep their answers. A form a chat agent uses cannot be deleted."
        confirm="Delete"
        confirmColor="warning"
        onConfirm={deleteForm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** The list of forms with links to their builder. */
function FormList({ onNew }: { onNew: () => void }) {
  const organizationIds = useVisibleOrganizationIds(undefined);
  const { globalAccess } = useActiveOrganization();
  const { data, total, isPending, error, refetch } = useGetList<PrescreenFormSummary>('prescreenForms', {
    pagination: { page: 1, perPage: LIST_SIZE },
    sort: { field: 'updatedAt', order: 'DESC' },
    filter: { organizationIds },
  });
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          The questions candidates answer in chat and calls, generated from the trials' criteria. Every save is a new
          version; results record the version they used.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
          New form
        </Button>
      </Box>
      {isPending ? (
        <PendingScreen label="Loading the forms" />
      ) : error ? (
        <QueryErrorPanel error={error} title="Could not load the forms" onRetry={() => void refetch()} />
      ) : (data ?? []).length === 0 ? (
        <Typography>No prescreen forms yet. Use "New form" to generate one from trials.</Typography>
      ) : (
        <Card>
          <TableContainer>
            <Table size="small" aria-label="Prescreen forms">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Trials</TableCell>
                  <TableCell>Version</TableCell>
                  {globalAccess && <TableCell>Client</TableCell>}
                  <TableCell>Last saved</TableCell>
                  <TableCell aria-label="Actions" />
                </TableRow>
              </TableHead>
              <TableBody>
                {(data ?? []).map((f) => (
                  <TableRow key={f.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={PATHS.adminPrescreenForm(f.id)}>
                        {f.name}
                      </Link>
                    </TableCell>
                    <TableCell>{f.trialIds.length}</TableCell>
                    <TableCell>{f.version}</TableCell>
                    {globalAccess && (
                      <TableCell>
                        <OrganizationName id={f.organizationId} />
                      </TableCell>
                    )}
                    <TableCell>{new Date(f.updatedAt).toLocaleString()}</TableCell>
                    <TableCell align="right">
                      <DeleteFormButton form={f} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {total !== undefined && total > LIST_SIZE && (
            <Typography variant="caption" sx={{ p: 1, display: 'block' }}>
              The {LIST_SIZE} most recently saved of {total} forms.
            </Typography>
          )}
        </Card>
      )}
    </Box>
  );
}

/** The builder of the saved form `id`. */
function SavedFormBuilder({ id, onBack }: { id: string; onBack: () => void }) {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const { data: form, isPending, error, refetch } = useQuery({
    queryKey: formQueryKey(id),
    queryFn: async ({ signal }) => (await dataProvider.getOne<PrescreenForm>('prescreenForms', { id, signal })).data,
  });
  const onSaved = useCallback(
    (saved: PrescreenForm) => {
      queryClient.setQueryData(formQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['prescreenForms', 'getList'] });
    },
    [queryClient],
  );
  if (isPending) return <PendingScreen label="Loading the form" />;
  if (error || !form) return <QueryErrorPanel error={error} title="Could not load the form" onRetry={() => void refetch()} />;
  return <FormBuilder key={`${form.id}:${form.version}`} form={form} onSaved={onSaved} onReload={() => void refetch()} onBack={onBack} />;
}

/** The prescreen forms page. */
export default function PrescreenFormsPage() {
  const [search, setSearch] = useValidatedSearch(SEARCH.prescreenForms);
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<NewFormDraft | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const formId = search.formId;

  // After a new form's first save: the builder of the draft is gone (no unsaved-changes guard), then open the form.
  useEffect(() => {
    if (open && !draft) {
      setSearch({ formId: open });
      setOpen(null);
    }
  }, [open, draft, setSearch]);

  const toList = useCallback(() => setSearch({ formId: null }), [setSearch]);
  const closeDraft = useCallback(() => setDraft(null), []);
  const onCreated = useCallback(
    (form: PrescreenForm) => {
      queryClient.setQueryData(formQueryKey(form.id), form);
      void queryClient.invalidateQueries({ queryKey: ['prescreenForms', 'getList'] });
      setDraft(null);
      setOpen(form.id);
    },
    [queryClient],
  );
  const heading = useMemo(() => (draft ? 'New prescreen form' : 'Prescreen forms'), [draft]);

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title="Prescreen forms" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {draft ? (
        <FormBuilder form={null} draft={draft} onSaved={onCreated} onReload={() => undefined} onBack={closeDraft} />
      ) : formId ? (
        <SavedFormBuilder id={formId} onBack={toList} />
      ) : (
        <FormList onNew={() => setChoosing(true)} />
      )}
      {choosing && (
        <NewFormDialog
          onClose={() => setChoosing(false)}
          onGenerated={(d) => {
            setChoosing(false);
            setDraft(d);
          }}
        />
      )}
    </Box>
  );
}
