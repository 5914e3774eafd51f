/**
 * react-admin's store for the signed-in application: its localStorage store (what Admin uses by default: list
 * params, chosen columns …), answering the i18n provider's locale for `locale` while none is stored. react-admin's
 * i18n context renders nothing until an effect has run when the stored locale differs from the provider's (a guard
 * against a blink on another locale); with none stored that empty frame would sit between the app's pending screen
 * and react-admin's own, splitting one pending screen in two (spec §2, §9).
 */
import { defaultI18nProvider, localStorageStore, type Store } from 'react-admin';

const store = localStorageStore();
const locale = defaultI18nProvider.getLocale();

/** The store to give <Admin store> (react-admin's default i18n provider goes with it). */
export const adminStore: Store = {
  ...store,
  getItem: <T>(key: string, defaultValue?: T) => store.getItem<T>(key, key === 'locale' && defaultValue === undefined ? (locale as T) : defaultValue),
};
