// Page title: the route title followed by the product name.
import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';

export const PRODUCT_NAME = 'Parcel Console';

export function usePageTitle(): void {
  const { i18n } = useLingui();
  const title = useMatches({ select: (m) => m[m.length - 1]?.staticData?.title });
  useEffect(() => {
    document.title = title ? `${i18n._(title)} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title, i18n, i18n.locale]);
}
