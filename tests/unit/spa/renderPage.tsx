/**
 * The test wrapper of the SPA's pages (jsdom): renders any page inside react-admin's AdminContext at a URL of a data
 * router (so pages that block navigation with unsaved changes work), over an in-memory data provider (ra-data-fakerest holding the records given per resource, with the API's list filters
 * translated: `organizationIds` → the records' `organizationId`), an auth provider of the real one's shapes (a fixed
 * session; permissions `{ isAdmin }`; canAccess is the app's pure rule), and the active-organisation provider of that
 * session. The data provider's typed custom methods are vi.fn() stubs a test can program; every call of the provider
 * is a spy. `location()` is the URL the page is at now.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider, type RaRecord } from 'react-admin';
import fakeRestProvider from 'ra-data-fakerest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';
import { ActiveOrganizationProvider } from '../../../src/authProvider/ActiveOrganization';
import { canAccess, roleOf } from '../../../contracts/access';
import type { PhasesSession } from '../../../src/authProvider/session';
import type { PhasesDataProvider } from '../../../src/dataProvider';
import type { Organization } from '../../../src/dataProvider/types';

export const ORG_ID = '11111111-1111-4111-8111-111111111111';
export const AT = '2026-03-01T10:00:00.000Z';

/** Northside Research, the organisation of the default session. */
export const northside: Organization = {
  id: ORG_ID,
  name: 'Northside Research',
  slug: 'northside',
  publicId: 'pub-northside',
  timezone: 'America/Chicago',
  chatEnabled: true,
  createdAt: AT,
  updatedAt: AT,
} as Organization;

/** A session as GET /api/auth/get-session returns it: a coordinator of `organization`, or an admin. */
export function sessionOf(organization: Organization, isAdmin = false): PhasesSession {
  return {
    session: { id: 's1', token: 't', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' },
    user: {
      id: 'u1',
      name: 'Casey Coordinator',
      email: 'coordinator@northside.local',
      emailVerified: true,
      organizationId: organization.id,
      createdAt: AT,
    },
    organization: { id: organization.id, name: organization.name, slug: organization.slug } as PhasesSession['organization'],
    isAdmin,
  };
}

const STANDARD_METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
const CUSTOM_METHODS = [
  'resetCandidateStatus',
  'importCandidates',
  'exportCsv',
  'getPrescreenNotes',
  'addPrescreenNote',
  'addPrescreenNotes',
  'deletePrescreenNote',
  'listInvitations',
  'createInvitation',
  'describeInvitation',
  'acceptInvitation',
  'importTrials',
  'reparseTrialCriteria',
  'proposeCriteriaRules',
  'generateStudyBlocks',
  'detectDuplicateQuestions',
  'applyDeduplication',
  'createPrescreenForm',
  'savePrescreenForm',
  'tryChatAgent',
] as const satisfies readonly (keyof PhasesDataProvider)[];

type MethodName = (typeof STANDARD_METHODS)[number] | (typeof CUSTOM_METHODS)[number];
/** The data provider of a test: every method a spy (standard ones over fakerest, custom ones stubs). */
export type FakeDataProvider = { [K in MethodName]: Mock<PhasesDataProvider[K]> };

/** The API's list filters as fakerest reads them: `organizationIds` filters the records' `organizationId`. */
function apiFilter(filter: Record<string, unknown> | undefined): Record<string, unknown> {
  const { organizationIds, ...rest } = filter ?? {};
  return organizationIds === undefined ? rest : { ...rest, organizationId: organizationIds };
}

/**
 * An in-memory data provider over `data` (records per resource); standard methods are spies over fakerest, custom
 * methods stubs that reject until a test programs them.
 */
export function fakeDataProvider(data: Record<string, RaRecord[]>): FakeDataProvider {
  const fake = fakeRestProvider(structuredClone(data), false);
  const provider: Record<string, Mock> = {};
  for (const method of STANDARD_METHODS) {
    provider[method] = vi.fn((resource: string, params: { filter?: Record<string, unknown> }) =>
      (fake[method] as (r: string, p: unknown) => Promise<unknown>)(
        resource,
        'filter' in params ? { ...params, filter: apiFilter(params.filter) } : params,
      ),
    );
  }
  for (const method of CUSTOM_METHODS) provider[method] = vi.fn(() => Promise.reject(new Error(`${method} is not programmed in this test`)));
  return provider as unknown as FakeDataProvider;
}

/** An auth provider of the real one's shapes for a fixed `session` (checkAuth passes, `{ isAdmin }`, canAccess). */
export function fakeAuthProvider(session: PhasesSession): AuthProvider {
  const permissions = { isAdmin: session.isAdmin };
  return {
    login: async () => undefined,
    logout: async () => false,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: session.user.id, fullName: session.user.name, email: session.user.email }),
    getPermissions: async () => permissions,
    canAccess: async ({ resource, action }) => canAccess(roleOf(permissions), resource, action),
  };
}

let currentLocation = '';
function LocationProbe() {
  const l = useLocation();
  currentLocation = `${l.pathname}${l.search}`;
  return null;
}

/** The URL the rendered page is at now (path and search). */
export const location = () => currentLocation;

/** The search params of the URL the page is at now. */
export const params = () => new URLSearchParams(currentLocation.split('?')[1] ?? '');

export interface RenderPageOptions {
  /** Records per resource (`organizations` defaults to Northside). */
  data?: Record<string, RaRecord[]>;
  /** The signed-in person (default: a coordinator of the first organisation). */
  session?: PhasesSession;
  /** The route pattern the page is mounted at (default: the URL's path). */
  route?: string;
  /** Implementations of data provider methods, set before the page renders. */
  methods?: Partial<Record<MethodName, (resource: string, params: any) => Promise<unknown>>>;
}

/** Renders `page` at `url` (see the file comment); returns the data provider to program and inspect. */
export function renderPage(page: ReactElement, url: string, options: RenderPageOptions = {}) {
  const organizations = (options.data?.organizations as Organization[] | undefined) ?? [northside];
  const data = { ...options.data, organizations };
  const session = options.session ?? sessionOf(organizations[0]);
  const dataProvider = fakeDataProvider(data);
  for (const [method, implementation] of Object.entries(options.methods ?? {})) {
    (dataProvider[method as MethodName] as Mock).mockImplementation(implementation);
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const route = options.route ?? url.split('?')[0];
  const element = (
    <AdminContext
      dataProvider={dataProvider as unknown as DataProvider}
      authProvider={fakeAuthProvider(session)}
      queryClient={queryClient}
      store={memoryStore()}
    >
      <ActiveOrganizationProvider session={session}>
        {page}
        <LocationProbe />
      </ActiveOrganizationProvider>
    </AdminContext>
  );
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [url] });
  const result = render(<RouterProvider router={router} />);
  return { ...result, dataProvider };
}

/** jsdom lacks ResizeObserver (the data grid uses it). */
export function installDomShims() {
  if (!('ResizeObserver' in globalThis)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
}
