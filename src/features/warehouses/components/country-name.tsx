// A warehouse country's name in the UI language, for the details page.
import { useCountryName } from './use-country-name';

export function CountryName({ code }: { code: string }) {
  return useCountryName()(code);
}
