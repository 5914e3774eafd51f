/**
 * The messaging plugin: decorates the app with the outbound `email` and `sms` providers. Both keep what they send in
 * the database's outbox (the embedded default) or hand it to SMTP / the SMS provider when configured.
 */
import fp from 'fastify-plugin';
import { createEmailProvider, type EmailProvider } from '../providers/email';
import { createSmsProvider, type SmsProvider } from '../providers/sms';

declare module 'fastify' {
  interface FastifyInstance {
    email: EmailProvider;
    sms: SmsProvider;
  }
}

/** Decorates `app.email` and `app.sms`. */
export const messagingPlugin = fp(
  async (app) => {
    const db = app.database.db;
    app.decorate('email', createEmailProvider({ db, smtpUrl: app.config.smtpUrl, from: app.config.emailFrom, log: app.log }));
    app.decorate('sms', createSmsProvider({ db, log: app.log }));
  },
  { name: 'messaging', dependencies: ['database'] },
);
