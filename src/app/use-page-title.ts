// Page title: the route title followed by the product name.
import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { routeTitle } from './route-title';

export const PRODUCT_NAME = 'Parcel Console';

/** The title of the page shown (the phone's navbar shows it too). */
export function useLeafTitle(): MessageDescriptor | undefined {
  return useMatches({ select: (m) => {
    const leaf = m[m.length - 1];
    return leaf && routeTitle(leaf.staticData, leaf.params as Record<string, string>);
  } });
}

export function usePageTitle(): void {
  const { i18n } = useLingui();
  const title = useLeafTitle();
  useEffect(() => {
    document.title = title ? `${i18n._(title)} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title, i18n, i18n.locale]);
}
