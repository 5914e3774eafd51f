/**
 * The per-criterion verdicts of one prescreen result ("Results and review"; shape `prescreenVerdict[]` of
 * prescreenResultDetail): criterion text, Inclusion/Exclusion, Met / Not met / Unknown, and the evidence — the
 * visitor's own words, each with a link that scrolls to and focuses its transcript line (`#msg-<messageId>`).
 * Criteria behind the recommendation (`deciding`) are marked. A "Site to confirm" verdict names the reason: the
 * criterion's words its rule does not test (`unencoded`), when the stored criterion has them. Text is rendered as text.
 */
import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { focusMessage, messageElementId } from './Transcript';
import { labelOf } from '../../../contracts/labels';
import { siteToConfirmReason, VerdictChip } from './labels';
import type { ChatMessage, PrescreenVerdict } from './types';

export interface CriteriaTableProps {
  verdicts: PrescreenVerdict[];
  /** Criterion ids behind the recommendation. */
  deciding: ReadonlySet<string>;
  /** The transcript lines by id (to quote a line whose verdict message has no text of its own). */
  messagesById: ReadonlyMap<string, ChatMessage>;
}

/** The evidence cell: each quoted answer, linked to its transcript line when that line is shown. */
function Evidence({ verdict, messagesById }: { verdict: PrescreenVerdict; messagesById: ReadonlyMap<string, ChatMessage> }) {
  const items = verdict.messages
    .map((m) => ({ ...m, quote: m.text ?? (m.messageId ? messagesById.get(m.messageId)?.text : null) ?? null }))
    .filter((m) => m.quote || m.messageId);
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No answer
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {items.map((m, i) => (
        <li key={`${m.messageId ?? m.answerKey}-${i}`}>
          <Typography variant="body2" component="q" sx={{ whiteSpace: 'pre-wrap' }}>
            {m.quote ?? '(line not available)'}
          </Typography>
          {m.messageId && messagesById.has(m.messageId) && (
            <>
              {' '}
              <Link
                href={`#${messageElementId(m.messageId)}`}
                variant="body2"
                onClick={(e) => {
                  if (focusMessage(m.messageId!)) e.preventDefault();
                }}
              >
                show in transcript
              </Link>
            </>
          )}
        </li>
      ))}
    </Box>
  );
}

/** The criteria table of one result. */
export function CriteriaTable({ verdicts, deciding, messagesById }: CriteriaTableProps) {
  if (verdicts.length === 0) return <Typography color="text.secondary">No criteria were evaluated.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Criteria">
        <TableHead>
          <TableRow>
            <TableCell>Criterion</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Verdict</TableCell>
            <TableCell>Evidence</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {verdicts.map((v) => (
            <TableRow key={v.criterionId} selected={deciding.has(v.criterionId)}>
              <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>
                {v.text}
                {deciding.has(v.criterionId) && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    Decided the recommendation
                  </Typography>
                )}
                {v.answerableBy === 'site' && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    Confirmed at the site
                  </Typography>
                )}
              </TableCell>
              <TableCell>{labelOf.criterionKind(v.kind)}</TableCell>
              <TableCell>
                <VerdictChip verdict={v.verdict} siteToConfirm={v.siteToConfirm === true} />
                {siteToConfirmReason(v) && (
                  <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5, maxWidth: 240 }}>
                    {siteToConfirmReason(v)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 220 }}>
                <Evidence verdict={v} messagesById={messagesById} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
