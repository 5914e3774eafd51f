/**
 * The rule of one criterion as JSON (the shapes of server/domain/eligibility/types.ts), with live feedback: a syntax
 * error or a missing field is shown under the field, a readable rule is summarised ("Reads as: Age 18–80 years").
 * Staff can start from a template of each rule type, remove the rule, or leave it to the parser (structured from the
 * text on save). The server checks every field again on save.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import type { Rule } from '../../../dataProvider/types';
import { RULE_TYPES, ruleSummary } from '../../../resources/trials/criteria/ruleSummary';
import { labelOf } from '../../../../contracts/labels';
import { PARSE, RULE_TEMPLATES, ruleProblem, type DraftRule } from './draft';

/** The JSON text of a rule, without the criterion-level `answerableBy`. */
function ruleJson(rule: DraftRule): string {
  if (!rule || rule === PARSE) return '';
  const { answerableBy: _by, ...rest } = rule as Rule & { answerableBy?: string };
  return JSON.stringify(rest, null, 2);
}

/** Props of RuleEditor. */
export interface RuleEditorProps {
  /** Criterion id, used in the field names ("Rule of inc-3 (JSON)"). */
  criterionId: string;
  rule: DraftRule;
  /** Called with every readable rule, null when the field is emptied or "No rule" is chosen, PARSE for the parser. */
  onChange: (rule: DraftRule) => void;
  /** Called with the current problem (null when the JSON reads as a rule), so the page can hold the save. */
  onProblem: (problem: string | null) => void;
}

/** The JSON editor of one criterion's rule. */
export function RuleEditor({ criterionId, rule, onChange, onProblem }: RuleEditorProps) {
  const [raw, setRaw] = useState(() => ruleJson(rule));
  const [problem, setProblem] = useState<string | null>(null);
  const committed = useRef<DraftRule>(rule);

  // Closing the editor drops text that does not read (the last readable rule stays).
  useEffect(() => () => onProblem(null), [onProblem]);

  // A rule set from outside (an accepted proposal, "No rule") replaces the text being edited.
  useEffect(() => {
    if (rule !== committed.current) {
      committed.current = rule;
      setRaw(ruleJson(rule));
      setProblem(null);
      onProblem(null);
    }
  }, [rule, onProblem]);

  const edit = (text: string) => {
    setRaw(text);
    if (!text.trim()) {
      setProblem(null);
      onProblem(null);
      committed.current = null;
      onChange(null);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      const message = `Not valid JSON: ${e instanceof Error ? e.message : String(e)}`;
      setProblem(message);
      onProblem(message);
      return;
    }
    const issue = ruleProblem(value);
    setProblem(issue);
    onProblem(issue);
    if (!issue) {
      committed.current = value as Rule;
      onChange(value as Rule);
    }
  };

  let summary = '';
  if (!problem && raw.trim()) {
    try {
      summary = ruleSummary(JSON.parse(raw) as Rule);
    } catch {
      summary = '';
    }
  }

  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Start from a template"
          fullWidth={false}
          value=""
          onChange={(e) => edit(JSON.stringify(RULE_TEMPLATES[e.target.value], null, 2))}
          sx={{ minWidth: 240 }}
        >
          {RULE_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {labelOf.ruleType(t)}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" onClick={() => edit('')}>
          No rule
        </Button>
        <Button
          size="small"
          onClick={() => {
            committed.current = PARSE;
            setRaw('');
            setProblem(null);
            onProblem(null);
            onChange(PARSE);
          }}
        >
          Structure from the text on save
        </Button>
      </Stack>
      <TextField
        label={`Rule of ${criterionId} (JSON)`}
        multiline
        minRows={3}
        maxRows={16}
        value={raw}
        onChange={(e) => edit(e.target.value)}
        error={Boolean(problem)}
        placeholder={rule === PARSE ? 'The parser structures the text when you save' : 'No rule: the criterion is asked as written'}
        helperText={problem ?? (summary ? `Reads as: ${summary}` : ' ')}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } } }}
      />
    </Stack>
  );
}
