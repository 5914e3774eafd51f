/** The whole Drizzle schema: one object for queries, migrations and better-auth's drizzle adapter. */
export * from './auth';
export * from './organizations';
export * from './trials';
export * from './candidates';
export * from './system';
export * from './prescreenForms';
export * from './chatAgents';
export * from './chatConversations';
export * from './prescreenResults';
