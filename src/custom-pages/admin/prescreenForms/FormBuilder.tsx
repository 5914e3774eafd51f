/**
 * The prescreen form builder (/admin/prescreen-forms?formId=…, or a new form before its first save): the form name
 * and version, "Shared questions" (merged duplicates, each saying which trials it feeds), then one block per trial
 * with its questions (edit wording, answer type, unit, choices, branching; reorder by drag or up / down) and the
 * site-only criteria the site checks (listed, not asked). "Find duplicate questions" groups questions that ask the
 * same thing and merges a group; "Preview" shows the form as the candidate sees it; "Save" creates the form or saves
 * the next version with `expectedVersion` — when someone else saved first (409) the page says so and offers to reload.
 * The content is checked with the domain's schema before saving; problems are shown on their question. The server's
 * form checks (FormChecksPanel: a form no truthful answers can pass is an error — it cannot be a public chat — the
 * rest warnings) are shown under the header, each linking to its questions, and on the questions they name; a save
 * shows the checks of the saved version from the server's answer.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PreviewIcon from '@mui/icons-material/Visibility';
import SaveIcon from '@mui/icons-material/Save';
import { useDataProvider, useNotify } from 'react-admin';
import type { PhasesDataProvider } from '../../../dataProvider';
import { ApiError, describeError } from '../../../dataProvider/httpClient';
import type { FormChecks, FormContent, PrescreenForm, Question, StudyBlock } from '../../../dataProvider/types';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { DuplicatesDialog } from './DuplicatesDialog';
import { FormChecksPanel } from './FormChecksPanel';
import { FormPreview } from './FormPreview';
import * as ops from './formOps';
import { QuestionEditor, questionWordingId, type EarlierQuestion, type QuestionActions } from './QuestionEditor';

/** A form not saved yet: what "New form" generated. */
export interface NewFormDraft {
  organizationId: string;
  name: string;
  trialIds: string[];
  content: FormContent;
  /** The server's checks of the generated content. */
  checks?: FormChecks;
}

/** Props of FormBuilder: a saved form, or a new one's draft. */
export interface FormBuilderProps {
  /** The saved form, or null for a new one (`draft` then holds it). */
  form: PrescreenForm | null;
  draft?: NewFormDraft;
  /** After a successful save or creation, with the form as the server returned it. */
  onSaved: (form: PrescreenForm) => void;
  /** Reload the saved form (after a 409). */
  onReload: () => void;
  /** Leave the builder (after the person confirmed discarding unsaved edits). */
  onBack: () => void;
}

const NO_ISSUES: readonly string[] = [];

/** What every question row of the builder shares (stable between edits, see QuestionEditorProps). */
interface RowContext {
  located: ReadonlyMap<string, EarlierQuestion>;
  trialNames: Readonly<Record<string, string>>;
  earlierThan: (id: string) => EarlierQuestion[];
  issues: ReadonlyMap<string, string[]>;
  /** The server's check messages by question id. */
  checks: ReadonlyMap<string, string[]>;
  actions: QuestionActions;
}

/** The questions of one list, numbered in form order. */
function QuestionList({ label, questions, context }: { label: string; questions: Question[]; context: RowContext }) {
  if (questions.length === 0) return <Typography color="text.secondary">No questions.</Typography>;
  return (
    <Stack component="ol" spacing={1} aria-label={label} sx={{ p: 0, m: 0 }}>
      {questions.map((q, i) => (
        <QuestionEditor
          key={q.id}
          question={q}
          number={context.located.get(q.id)?.number ?? i + 1}
          isFirst={i === 0}
          isLast={i === questions.length - 1}
          parent={q.showIf ? context.located.get(q.showIf.questionId) : undefined}
          trialNames={context.trialNames}
          earlierThan={context.earlierThan}
          issues={context.issues.get(q.id) ?? NO_ISSUES}
          checks={context.checks.get(q.id) ?? NO_ISSUES}
          {...context.actions}
        />
      ))}
    </Stack>
  );
}

/** One trial's block: its questions and its site-only criteria. */
function BlockCard({ block, children }: { block: StudyBlock; children: React.ReactNode }) {
  const headingId = `block-${block.trialId}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3">
          {block.nctId ? `${block.nctId} — ` : ''}
          {block.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {block.questions.length} {block.questions.length === 1 ? 'question' : 'questions'} · {block.siteOnly.length} site-only{' '}
          {block.siteOnly.length === 1 ? 'criterion' : 'criteria'}
        </Typography>
        {children}
        <Box sx={{ mt: 2 }}>
          <Typography id={`${headingId}-site`} variant="subtitle2" component="h4">
            Site-only criteria (checked by the site, not asked)
          </Typography>
          {block.siteOnly.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              None: every criterion of this trial is asked.
            </Typography>
          ) : (
            <Box component="ul" aria-labelledby={`${headingId}-site`} sx={{ mt: 0.5, mb: 0, pl: 2 }}>
              {block.siteOnly.map((s) => (
                <Typography component="li" variant="body2" key={s.criterionId}>
                  <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
                    {s.criterionId}
                  </Box>
                  {s.text}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The builder. Keyed by form id and version by its page, so a new version starts a clean draft. */
export function FormBuilder({ form, draft, onSaved, onReload, onBack }: FormBuilderProps) {
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const notify = useNotify();
  const base = form ?? draft!;
  const [name, setName] = useState(base.name);
  const [content, setContent] = useState<FormContent>(base.content);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'duplicates' | 'preview' | 'leave' | null>(null);
  const [leaving, setLeaving] = useState(false);
  // The server's checks and the content they are of (the form as loaded or generated, then as last saved).
  const [checks, setChecks] = useState<{ checks: FormChecks | undefined; of: string }>(() => ({
    checks: base.checks,
    of: JSON.stringify(base.content),
  }));
  const dragged = useRef<string | null>(null);
  const contentRef = useRef(content);
  contentRef.current = content;

  const baseJson = useMemo(() => JSON.stringify(base.content), [base.content]);
  // The checks run on a deferred copy, so typing in a form of hundreds of questions stays responsive.
  const checked = useDeferredValue(content);
  const dirty = useMemo(() => !form || name !== base.name || JSON.stringify(checked) !== baseJson, [form, name, base.name, checked, baseJson]);
  const issues = useMemo(() => ops.formIssues(checked), [checked]);
  const issuesByQuestion = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const i of issues) if (i.questionId) map.set(i.questionId, [...(map.get(i.questionId) ?? []), i.message]);
    return map;
  }, [issues]);
  const checksStale = useMemo(() => JSON.stringify(checked) !== checks.of, [checked, checks.of]);
  const checksByQuestion = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const i of checks.checks?.issues ?? []) for (const id of i.questionIds) map.set(id, [...(map.get(id) ?? []), i.message]);
    return map;
  }, [checks.checks]);
  // Each question with its number; an entry keeps its identity while its question and number are unchanged.
  const locatedCache = useRef(new Map<string, EarlierQuestion>());
  const located = useMemo(() => {
    const next = new Map<string, EarlierQuestion>();
    ops.questionsInOrder(content).forEach(({ question }, i) => {
      const old = locatedCache.current.get(question.id);
      next.set(question.id, old && old.question === question && old.number === i + 1 ? old : { question, number: i + 1 });
    });
    locatedCache.current = next;
    return next;
  }, [content]);
  const numbers = useMemo(() => new Map([...located].map(([id, l]) => [id, l.number])), [located]);
  const earlierThan = useCallback((id: string) => {
    const all = [...locatedCache.current.values()];
    const at = all.findIndex((l) => l.question.id === id);
    return at < 0 ? [] : all.slice(0, at);
  }, []);
  const namesKey = content.blocks.map((b) => `${b.trialId}\u0000${b.nctId ?? b.title}`).join('\u0001');
  const trialNames = useMemo(
    () =>
      Object.fromEntries(
        namesKey
          .split('\u0001')
          .filter(Boolean)
          .map((pair) => pair.split('\u0000') as [string, string]),
      ),
    [namesKey],
  );
  const counts = ops.formCounts(content);

  useEffect(() => {
    if (leaving) onBack();
  }, [leaving, onBack]);

  const actions = useMemo<QuestionActions>(
    () => ({
      onChange: (id, patch) => setContent((c) => ops.updateQuestion(c, id, patch)),
      onMove: (id, direction) => setContent((c) => ops.moveQuestion(c, id, direction)),
      onDragStart: (id) => (dragged.current = id),
      canDropOn: (id) => {
        const from = dragged.current ? ops.locate(contentRef.current, dragged.current) : null;
        const to = ops.locate(contentRef.current, id);
        return Boolean(from && to && from.list === to.list && from.question.id !== id);
      },
      onDropOn: (id) => {
        const moving = dragged.current;
        dragged.current = null;
        if (!moving) return;
        setContent((c) => {
          const from = ops.locate(c, moving);
          const to = ops.locate(c, id);
          return from && to && from.list === to.list ? ops.moveQuestionTo(c, moving, to.index) : c;
        });
      },
    }),
    [],
  );

  const rowContext = useMemo<RowContext>(
    () => ({ located, trialNames, earlierThan, issues: issuesByQuestion, checks: checksByQuestion, actions }),
    [located, trialNames, earlierThan, issuesByQuestion, checksByQuestion, actions],
  );

  /** Scrolls to question `id` and focuses its wording. */
  const showQuestion = useCallback((id: string) => {
    const field = document.getElementById(questionWordingId(id));
    if (!field) return;
    field.closest('li')?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    field.focus({ preventScroll: true });
  }, []);

  const save = async () => {
    setSaving(true);
    setError(null);
    setConflict(null);
    try {
      const saved = form
        ? await dataProvider.savePrescreenForm(form.id, { name: name.trim(), content, expectedVersion: form.version })
        : await dataProvider.createPrescreenForm({ organizationId: draft!.organizationId, name: name.trim(), trialIds: draft!.trialIds, content });
      notify(form ? `Saved as version ${saved.version}` : 'Form created (version 1)', { type: 'success' });
      setChecks({ checks: saved.checks, of: JSON.stringify(saved.content) });
      onSaved(saved);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        const version = /version (\d+)/.exec(e.serverMessage ?? '')?.[1];
        setConflict(
          version ? `Someone else saved version ${version} while you were editing.` : 'Someone else saved this form while you were editing.',
        );
      } else setError(e);
    } finally {
      setSaving(false);
    }
  };

  const back = useCallback(() => (dirty ? setDialog('leave') : onBack()), [dirty, onBack]);

  return (
    <Stack spacing={2}>
      <UnsavedChangesGuard dirty={dirty && !leaving} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              label="Form name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              size="small"
              required
              error={!name.trim()}
              sx={{ minWidth: 320, flex: 1, maxWidth: 560 }}
            />
            {form ? (
              <Chip label={`Version ${form.version}`} aria-label={`Version ${form.version}`} />
            ) : (
              <Chip variant="outlined" label="Not saved yet" />
            )}
            {form && dirty && <Chip color="warning" size="small" label="Unsaved changes" />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {counts.questions} questions · {counts.shared} shared · {counts.siteOnly} site-only criteria
            {form ? ` · last saved ${new Date(form.updatedAt).toLocaleString()}` : ''}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={!dirty || saving || issues.length > 0 || !name.trim()}
              onClick={() => void save()}
            >
              {form ? 'Save' : 'Save form'}
            </Button>
            <Button startIcon={<ContentCopyIcon />} disabled={saving} onClick={() => setDialog('duplicates')}>
              Find duplicate questions
            </Button>
            <Button startIcon={<PreviewIcon />} onClick={() => setDialog('preview')}>
              Preview
            </Button>
            <Button startIcon={<ArrowBackIcon />} onClick={back}>
              Back to forms
            </Button>
          </Stack>
          {saving && <LinearProgress aria-label="Saving" sx={{ mt: 2 }} />}
          {conflict && (
            <Alert
              severity="warning"
              role="alert"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => onReload()}>
                  Reload
                </Button>
              }
            >
              <AlertTitle>Someone else saved this form</AlertTitle>
              {conflict} Reload to see their version; your unsaved changes here will be lost (copy any wording you want to keep first).
            </Alert>
          )}
          {error != null && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setError(null)}>
              {describeError(error)}
            </Alert>
          )}
          {issues.length > 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              <AlertTitle>Fix before saving</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {issues.slice(0, 10).map((i) => (
                  <li key={`${i.path}-${i.message}`}>
                    {i.questionId ? `Question ${numbers.get(i.questionId) ?? i.questionId}` : i.path}: {i.message}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          {checks.checks && (
            <Box sx={{ mt: 2 }}>
              <FormChecksPanel checks={checks.checks} stale={checksStale} numbers={numbers} trialNames={trialNames} onShowQuestion={showQuestion} />
            </Box>
          )}
        </CardContent>
      </Card>

      {content.sharedQuestions.length > 0 && (
        <Card component="section" aria-labelledby="shared-heading">
          <CardContent>
            <Typography id="shared-heading" variant="h6" component="h3">
              Shared questions
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Asked once, first; each answer decides the criteria of every trial named on the question.
            </Typography>
            <QuestionList label="Shared questions" questions={content.sharedQuestions} context={rowContext} />
          </CardContent>
        </Card>
      )}

      {content.blocks.map((block) => (
        <BlockCard key={block.trialId} block={block}>
          <QuestionList label={`Questions of ${block.nctId ?? block.title}`} questions={block.questions} context={rowContext} />
        </BlockCard>
      ))}

      {dialog === 'duplicates' && <DuplicatesDialog content={content} onMerged={setContent} onClose={() => setDialog(null)} />}
      {dialog === 'preview' && <FormPreview content={content} title={name || 'Prescreen form'} onClose={() => setDialog(null)} />}
      <Dialog open={dialog === 'leave'} onClose={() => setDialog(null)} aria-labelledby="leave-title">
        <DialogTitle id="leave-title">Discard unsaved changes?</DialogTitle>
        <DialogContent>
          <DialogContentText>{form ? 'Your edits since the last save' : 'This new form'} will be lost.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Keep editing</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setDialog(null);
              setLeaving(true);
            }}
          >
            Discard changes
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
