/**
 * The candidates resource (DESIGN §3): lazily loaded grid, detail page and contact history page, icon and record
 * representation.
 */
import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../../routing/lazyPage';
import type { Candidate } from '../../dataProvider/types';

export default {
  list: lazyPage<{ admin?: boolean }>(() => import('./CandidateList')),
  show: lazyPage(() => import('./CandidateShow')),
  contactHistory: lazyPage(() => import('./ContactHistory')),
  icon: PeopleIcon,
  recordRepresentation: (c: Candidate) => `${c.firstName} ${c.lastName}`,
};
