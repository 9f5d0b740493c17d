// A catalogue that answers in the current language (locale.ts): `copy.errors.notFound` is read
// from the French or the English catalogue at the moment it is read, so server code written
// against one `copy` speaks each request's language. Read texts when they are needed, not once
// at module load, or they stay in the language of that moment.
//
// The web build never uses this: it compiles one language's catalogue in directly
// (scripts/single-language.ts), so a page downloads only its own language.
import { currentLocale, type Locale } from './locale.ts';

export function followingLocale<T extends object>(catalogues: Readonly<Record<Locale, T>>): T {
  const current = (): T => catalogues[currentLocale()];
  return new Proxy(catalogues.en, {
    get: (_target, key) => Reflect.get(current(), key),
    has: (_target, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  });
}
