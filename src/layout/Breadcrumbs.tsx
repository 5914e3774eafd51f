/**
 * Breadcrumbs above every page (spec §2): the trail of breadcrumbTrail for the current path; a record page can
 * name its last crumb (the candidate's or organisation's name) with useBreadcrumbLabel.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePreloadOnIntent } from '../routing/usePreloadOnIntent';
import { breadcrumbTrail } from './breadcrumbTrail';

const LabelContext = createContext<(label: string | null) => void>(() => undefined);
const BreadcrumbLabelValue = createContext<string | null>(null);

/** A crumb linking to `to`, preloading that page on intent. */
function CrumbLink({ to, label }: { to: string; label: string }) {
  const intent = usePreloadOnIntent(to);
  return (
    <Link component={RouterLink} to={to} underline="hover" color="inherit" {...intent}>
      {label}
    </Link>
  );
}

/** Holds the record name a page gives its last crumb (the page clears it when it unmounts). */
export function BreadcrumbsProvider({ children }: { children: ReactNode }) {
  const [label, setLabel] = useState<string | null>(null);
  return (
    <LabelContext.Provider value={setLabel}>
      <BreadcrumbLabelValue.Provider value={label}>{children}</BreadcrumbLabelValue.Provider>
    </LabelContext.Provider>
  );
}

/** Names the last crumb of the current page (e.g. "Candidate" → "Jane Doe") while the page is shown. */
export function useBreadcrumbLabel(label: string | null | undefined): void {
  const set = useContext(LabelContext);
  useEffect(() => {
    set(label ?? null);
    return () => set(null);
  }, [label, set]);
}

/** The breadcrumb trail of the current page (nav labelled "Breadcrumb"). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const recordLabel = useContext(BreadcrumbLabelValue);
  const trail = breadcrumbTrail(pathname);
  if (trail.length === 0) return null;
  return (
    <MuiBreadcrumbs aria-label="Breadcrumb" sx={{ mt: 1, mb: 1 }}>
      {trail.map((crumb, i) => {
        const last = i === trail.length - 1;
        const label = last && recordLabel ? recordLabel : crumb.label;
        return crumb.to && !last ? (
          <CrumbLink key={crumb.to} to={crumb.to} label={crumb.label} />
        ) : (
          <Typography key={label} color="text.primary" aria-current="page">
            {label}
          </Typography>
        );
      })}
    </MuiBreadcrumbs>
  );
}
