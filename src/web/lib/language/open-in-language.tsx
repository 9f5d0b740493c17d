// After signing in, the account's language wins : the server has set the language
// cookie to it, so a page in the other language is loaded again from the server, which answers
// with the build of the account's language. Shows the loading state meanwhile.
import { useEffect } from 'react';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { loadPage } from './choose-language.ts';

export function OpenInLanguage({ path }: { path: string }) {
  useEffect(() => {
    loadPage(path);
  }, [path]);
  return <PageLoading />;
}
