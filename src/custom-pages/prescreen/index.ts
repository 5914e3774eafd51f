/**
 * The prescreenResults resource (DESIGN §3; page /prescreen/results: the results grid, or with `candidateId` that
 * candidate's review, the record of resource prescreenReviews): lazily loaded page, icon, record name.
 */
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazyPage } from '../../routing/lazyPage';

export default {
  list: lazyPage(() => import('./PrescreenResultsPage')),
  icon: FactCheckIcon,
  recordRepresentation: (r: { candidateName: string; trialTitle: string }) => `${r.candidateName} · ${r.trialTitle}`,
};
