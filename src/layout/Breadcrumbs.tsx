/**
 * Breadcrumbs above every page (spec §2): the trail of breadcrumbTrail for the current path; a record page can
 * name its record's crumb (the candidate's or organisation's name) with useBreadcrumbLabel, or replace the last crumb
 * with several (the prescreen review: "Results" → trial name → "<candidate> prescreen review").
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCanAccess } from 'react-admin';
import { usePreloadOnIntent } from '../routing/usePreloadOnIntent';
import { breadcrumbTrail, type Crumb } from './breadcrumbTrail';

/** A page's own part of the trail: a name for the record's crumb, or crumbs that replace the last one. */
type PageCrumbs = string | readonly Crumb[] | null;

const LabelContext = createContext<(label: PageCrumbs) => void>(() => undefined);
const BreadcrumbLabelValue = createContext<PageCrumbs>(null);

/** A crumb linking to `to`, preloading that page on intent. */
function CrumbLink({ to, label }: { to: string; label: string }) {
  const intent = usePreloadOnIntent(to);
  return (
    <Link component={RouterLink} to={to} underline="hover" color="inherit" {...intent}>
      {label}
    </Link>
  );
}

/** Holds the record name or crumbs a page gives its trail (the page clears them when it unmounts). */
export function BreadcrumbsProvider({ children }: { children: ReactNode }) {
  const [label, setLabel] = useState<PageCrumbs>(null);
  return (
    <LabelContext.Provider value={setLabel}>
      <BreadcrumbLabelValue.Provider value={label}>{children}</BreadcrumbLabelValue.Provider>
    </LabelContext.Provider>
  );
}

/**
 * Names the record's crumb of the current page (e.g. "Candidate" → "Jane Doe"), or replaces the last crumb with
 * `crumbs` (every one but the last a link when it has `to`), while the page is shown. Pass a stable array (memoised)
 * to avoid re-renders.
 */
export function useBreadcrumbLabel(label: string | readonly Crumb[] | null | undefined): void {
  const set = useContext(LabelContext);
  useEffect(() => {
    set(label ?? null);
    return () => set(null);
  }, [label, set]);
}

/** The breadcrumb trail of the current page (nav labelled "Breadcrumb"). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const pageCrumbs = useContext(BreadcrumbLabelValue);
  const base = breadcrumbTrail(pathname);
  // "Admin" leads to the admin dashboard, which is for administrators: staff see the crumb without a link
  const { canAccess: seesDashboard } = useCanAccess({ resource: 'dashboard', action: 'list' });
  if (base.length === 0) return null;
  const trail = Array.isArray(pageCrumbs) && pageCrumbs.length ? [...base.slice(0, -1), ...pageCrumbs] : base;
  const recordLabel = typeof pageCrumbs === 'string' ? pageCrumbs : null;
  return (
    <MuiBreadcrumbs aria-label="Breadcrumb" sx={{ mt: 1, mb: 1 }}>
      {trail.map((crumb, i) => {
        const last = i === trail.length - 1;
        const label = crumb.record && recordLabel ? recordLabel : crumb.label;
        const to = crumb.to === '/admin' && !seesDashboard ? undefined : crumb.to;
        return to && !last ? (
          <CrumbLink key={`${i}:${to}`} to={to} label={label} />
        ) : (
          <Typography key={`${i}:${label}`} color={last ? 'text.primary' : 'text.secondary'} aria-current={last ? 'page' : undefined}>
            {label}
          </Typography>
        );
      })}
    </MuiBreadcrumbs>
  );
}
