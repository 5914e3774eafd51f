/**
 * "Form checks" of the prescreen form builder: what the server found when it checked the form against its trials'
 * criteria (shape `FormChecks` of contracts/prescreenForms.ts: `{ publishable, issues[] }`, each issue `{ check, trialId?,
 * questionIds, criterionIds, message }`), grouped by check.
 *
 * - `unsatisfiable` is an error: no truthful set of answers passes some trial's criteria, so the form cannot be
 *   published as a public chat (the server refuses such a form on a chat agent). Its message names the criteria; the
 *   criterion ids are listed too.
 * - `applicability`, `orphan`, `jargon` and `preface` are warnings: the form works, but asks someone it does not
 *   concern, asks what nothing reads, uses words a lay reader may not know, or opens a personal topic abruptly.
 *
 * Every question an issue names is a link that scrolls to and focuses that question in the builder ("Question 12");
 * a question no longer in the form is named by its id. The checks are of the content the server last saw (generated
 * or saved): with unsaved edits the panel says so, since the server checks again on save.
 */
import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Link, Stack, Typography } from '@mui/material';
import type { FormCheckIssue, FormChecks } from '../../../dataProvider/types';

/** The checks, in the order the panel shows them (the error first). */
export const CHECK_ORDER = ['unsatisfiable', 'applicability', 'orphan', 'jargon', 'preface'] as const;
type Check = (typeof CHECK_ORDER)[number];

/** Heading and one-line meaning of each check's group. */
export const CHECK_LABELS: Readonly<Record<Check, { title: string; meaning: string }>> = {
  unsatisfiable: {
    title: 'This form cannot be published as a public chat',
    meaning: 'A chat agent cannot be published with it until a truthful set of answers can pass every trial below.',
  },
  applicability: {
    title: 'Asked of people it does not concern',
    meaning: 'Say who the question is for, or give it a "does not apply to me" answer.',
  },
  orphan: {
    title: 'Asked, but no criterion reads the answer',
    meaning: 'The candidate answers and the answer is ignored: remove the question or link it to a criterion.',
  },
  jargon: {
    title: 'Words a lay reader may not know',
    meaning: 'Reword in everyday language; the study’s own wording can go under "More detail".',
  },
  preface: {
    title: 'Personal topics without a gentle preface',
    meaning: 'Add a preface sentence before the first question on the topic.',
  },
};

/** Issues shown per group before "Show all". */
const SHOWN = 10;

/** Props of FormChecksPanel. */
export interface FormChecksPanelProps {
  /** The server's checks; undefined when it sent none (nothing is shown). */
  checks: FormChecks | undefined;
  /** True when the content was edited after these checks were made. */
  stale: boolean;
  /** Question id → its number in the form, for the questions the form has now. */
  numbers: ReadonlyMap<string, number>;
  /** Trial id → NCT ID (or title). */
  trialNames: Readonly<Record<string, string>>;
  /** Scrolls to and focuses question `id` in the builder. */
  onShowQuestion: (id: string) => void;
}

/** The issues of one check, as a list (the first SHOWN, then "Show all"). */
function IssueList({
  check,
  issues,
  numbers,
  trialNames,
  onShowQuestion,
}: { check: Check; issues: FormCheckIssue[] } & Omit<FormChecksPanelProps, 'checks' | 'stale'>) {
  const [all, setAll] = useState(false);
  const shown = all ? issues : issues.slice(0, SHOWN);
  return (
    <>
      <Box component="ul" aria-label={CHECK_LABELS[check].title} sx={{ m: 0, mt: 0.5, pl: 2 }}>
        {shown.map((issue, i) => (
          <li key={`${issue.trialId ?? ''}-${issue.questionIds.join(',')}-${i}`}>
            <Typography variant="body2" component="span">
              {issue.trialId && trialNames[issue.trialId] ? `${trialNames[issue.trialId]}: ` : ''}
              {issue.message}
            </Typography>
            {(issue.criterionIds.length > 0 || issue.questionIds.length > 0) && (
              <Typography variant="caption" component="div" color="text.secondary">
                {issue.criterionIds.length > 0 && <>Criteria {issue.criterionIds.join(', ')}</>}
                {issue.criterionIds.length > 0 && issue.questionIds.length > 0 && ' · '}
                {issue.questionIds.map((id, n) => {
                  const number = numbers.get(id);
                  return (
                    <span key={id}>
                      {n > 0 && ', '}
                      {number === undefined ? (
                        `question ${id} (no longer in the form)`
                      ) : (
                        <Link
                          component="button"
                          type="button"
                          variant="caption"
                          sx={{ verticalAlign: 'baseline' }}
                          onClick={() => onShowQuestion(id)}
                        >
                          Question {number}
                        </Link>
                      )}
                    </span>
                  );
                })}
              </Typography>
            )}
          </li>
        ))}
      </Box>
      {issues.length > SHOWN && (
        <Button size="small" color="inherit" onClick={() => setAll(!all)} sx={{ mt: 0.5 }}>
          {all ? 'Show fewer' : `Show all ${issues.length}`}
        </Button>
      )}
    </>
  );
}

/** The checks panel (nothing when the server sent no checks). */
export function FormChecksPanel({ checks, stale, ...rest }: FormChecksPanelProps) {
  if (!checks) return null;
  const byCheck = new Map<Check, FormCheckIssue[]>();
  const other: FormCheckIssue[] = [];
  for (const issue of checks.issues) {
    const check = (CHECK_ORDER as readonly string[]).includes(issue.check) ? (issue.check as Check) : null;
    if (check) byCheck.set(check, [...(byCheck.get(check) ?? []), issue]);
    else other.push(issue);
  }
  const unsatisfiable = byCheck.get('unsatisfiable') ?? [];
  const warnings = CHECK_ORDER.filter((c) => c !== 'unsatisfiable' && byCheck.has(c));
  return (
    <Box component="section" aria-labelledby="form-checks-heading">
      <Typography id="form-checks-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Form checks
      </Typography>
      {stale && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0 }}>
          These checks are of the form as last generated or saved; saving checks your edits again.
        </Typography>
      )}
      <Stack spacing={1} sx={{ mt: 1 }}>
        {(!checks.publishable || unsatisfiable.length > 0) && (
          <Alert severity="error" aria-label={CHECK_LABELS.unsatisfiable.title}>
            <AlertTitle>{CHECK_LABELS.unsatisfiable.title}</AlertTitle>
            {CHECK_LABELS.unsatisfiable.meaning}
            {unsatisfiable.length > 0 && <IssueList check="unsatisfiable" issues={unsatisfiable} {...rest} />}
          </Alert>
        )}
        {warnings.map((check) => (
          <Alert key={check} severity="warning" aria-label={CHECK_LABELS[check].title}>
            <AlertTitle>
              {CHECK_LABELS[check].title} ({byCheck.get(check)!.length})
            </AlertTitle>
            {CHECK_LABELS[check].meaning}
            <IssueList check={check} issues={byCheck.get(check)!} {...rest} />
          </Alert>
        ))}
        {other.length > 0 && (
          <Alert severity="warning">
            <AlertTitle>Other findings ({other.length})</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {other.map((issue, i) => (
                <li key={i}>{issue.message}</li>
              ))}
            </Box>
          </Alert>
        )}
        {checks.publishable && checks.issues.length === 0 && (
          <Alert severity="success">No problems found: every trial can be passed, and every question is read and worded for the public.</Alert>
        )}
      </Stack>
    </Box>
  );
}
