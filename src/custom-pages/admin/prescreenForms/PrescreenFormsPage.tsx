/**
 * /admin/prescreen-forms (spec §2 admin routes, breadcrumb "Prescreen forms", "Prescreen forms"): react-admin's list
 * of resource `prescreenForms` for the organisations the switcher shows (searched by name, sorted and paged with its
 * state in the URL, routing/listParams.ts `prescreenForms`), each with a delete button (after a confirmation; the
 * server refuses while a chat agent uses the form and the message says which), "New form" (trials → generated study
 * blocks → builder), and the builder of one form when the `formId` search param (a uuid; anything else is dropped)
 * names it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, IconButton, Link, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { BulkExportButton, Confirm, DataTable, Title, TopToolbar, useDelete, useGetOne, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useActiveOrganization } from '../../../authProvider/ActiveOrganization';
import { describeError } from '../../../dataProvider/httpClient';
import type { PrescreenForm, PrescreenFormSummary } from '../../../dataProvider/types';
import { AppList } from '../../../layout/listQuery';
import { useOrganizationScope } from '../../../layout/OrganizationsFilter';
import { QueryErrorPanel } from '../../../layout/QueryErrorPanel';
import { searchFilter } from '../../../layout/searchFilter';
import { ListExportButton } from '../../../lib/ListExportButton';
import { OrganizationName } from '../../../resources/organizations/OrganizationName';
import { LIST_PARAMS } from '../../../routing/listParams';
import { listDefaults, ListUrlState } from '../../../routing/listUrlState';
import { PATHS } from '../../../routing/paths';
import { PendingScreen } from '../../../routing/pending';
import { SEARCH, useValidatedSearch } from '../../../routing/searchParams';
import { FormBuilder, type NewFormDraft } from './FormBuilder';
import { NewFormDialog } from './NewFormDialog';

const PARAMS = LIST_PARAMS.prescreenForms;
/** `meta` of a form read with its content: keeps it apart from the rows a list puts in the cache (no content). */
const WITH_CONTENT = { content: true };

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
  const scope = useOrganizationScope(PARAMS);
  const filters = useMemo(() => [searchFilter('Search forms'), ...scope.inputs], [scope.inputs]);
  const { globalAccess } = useActiveOrganization();
  return (
    <Box>
      <Typography color="text.secondary">
        The questions candidates answer in chat and calls, generated from the trials' criteria. Every save is a new version; results record the
        version they used.
      </Typography>
      <ListUrlState config={PARAMS}>
        <AppList<PrescreenFormSummary>
          resource="prescreenForms"
          title={false}
          storeKey="admin.prescreenForms.listParams"
          filter={scope.filter}
          filters={filters}
          {...listDefaults(PARAMS)}
          empty={false}
          actions={
            <TopToolbar sx={{ alignItems: 'center' }}>
              <ListExportButton />
              <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onNew}>
                New form
              </Button>
            </TopToolbar>
          }
        >
          <DataTable<PrescreenFormSummary>
            aria-label="Prescreen forms"
            rowClick={false}
            bulkActionButtons={<BulkExportButton label="Export selected" />}
            empty={<Typography sx={{ p: 2 }}>No prescreen forms match. Use "New form" to generate one from trials.</Typography>}
          >
            <DataTable.Col
              source="name"
              label="Name"
              render={(f) => (
                <Link component={RouterLink} to={PATHS.adminPrescreenForm(f.id)}>
                  {f.name}
                </Link>
              )}
            />
            <DataTable.Col label="Trials" disableSort render={(f) => f.trialIds.length} />
            <DataTable.Col source="version" label="Version" />
            {globalAccess && <DataTable.Col label="Client" disableSort render={(f) => <OrganizationName id={f.organizationId} />} />}
            <DataTable.Col source="updatedAt" label="Last saved" render={(f) => new Date(f.updatedAt).toLocaleString()} />
            <DataTable.Col label="Actions" disableSort render={(f) => <DeleteFormButton form={f as PrescreenFormSummary} />} />
          </DataTable>
        </AppList>
      </ListUrlState>
    </Box>
  );
}

/** The builder of the saved form `id` (the form read with its content). */
function SavedFormBuilder({ id, onBack }: { id: string; onBack: () => void }) {
  const onSaved = useFormSaved();
  const { data: form, isPending, error, refetch } = useGetOne<PrescreenForm>('prescreenForms', { id, meta: WITH_CONTENT });
  if (isPending) return <PendingScreen label="Loading the form" />;
  if (error || !form) return <QueryErrorPanel error={error} title="Could not load the form" onRetry={refetch} />;
  return <FormBuilder key={`${form.id}:${form.version}`} form={form} onSaved={onSaved} onReload={refetch} onBack={onBack} />;
}

/** After a save: the saved form is the record read with its content, and the lists refetch. */
function useFormSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: PrescreenForm) => {
      queryClient.setQueryData(['prescreenForms', 'getOne', { id: String(saved.id), meta: WITH_CONTENT }], saved);
      void queryClient.invalidateQueries({ queryKey: ['prescreenForms', 'getList'] });
    },
    [queryClient],
  );
}

/** The prescreen forms page. */
export default function PrescreenFormsPage() {
  const [search, setSearch] = useValidatedSearch(SEARCH.prescreenForms);
  const formSaved = useFormSaved();
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
      formSaved(form);
      setDraft(null);
      setOpen(form.id);
    },
    [formSaved],
  );
  const heading = useMemo(() => (draft ? 'New prescreen form' : 'Prescreen forms'), [draft]);

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title="Prescreen forms" />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
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
