// The seasonal theme (docs/product.md §1): the server's theme mode becomes the `data-theme` attribute of
// <html>, which app.css keys its palettes on. index.html starts with "halloween", the mode the
// spec fixes, so nothing flashes; until the config answers, or if it never does, that stays.
// "default" is written out as data-theme="default" rather than removing the attribute, so the
// attribute always names the active theme.
import { useEffect } from 'react';
import { usePublicConfig } from '#web/lib/public-config.ts';

export function useDocumentTheme(): void {
  const themeMode = usePublicConfig().data?.themeMode;

  useEffect(() => {
    if (themeMode !== undefined) document.documentElement.dataset.theme = themeMode;
  }, [themeMode]);
}
