/**
 * /prescreen/results (spec §2: search params search, candidateId, sourceType, orgs, aiRecommendation; breadcrumb
 * "Prescreen › Results", and with a candidate "trial name then candidate name plus prescreen review"; "Results
 * and review"): without `candidateId` the results grid (ResultsGrid, whose list state is the other params), with it
 * that candidate's review (PrescreenReview). Every signed-in person; the rows are those of the active organisation
 * (or, in the global view, of the client organisations narrowed by `orgs`).
 */
import { Box } from '@mui/material';
import { SEARCH, useValidatedSearch } from '../../routing/searchParams';
import { PrescreenReview } from './PrescreenReview';
import { ResultsGrid } from './ResultsGrid';

/** The prescreen results page: the grid, or the review of the candidate named by `candidateId`. */
export default function PrescreenResultsPage() {
  const [search] = useValidatedSearch(SEARCH.prescreenResults);
  if (search.candidateId) return <PrescreenReview key={search.candidateId} candidateId={search.candidateId} />;
  return (
    <Box sx={{ mb: 4 }}>
      <ResultsGrid />
    </Box>
  );
}
