// Countries by their ISO 3166-1 alpha-2 code, as the tax tables key them (tax_rates.country) and a service
// address's Country field offers them. Names come from the runtime's Intl (English); the list is fixed here so
// the browser and the server agree whatever their ICU data holds (XK, Kosovo, is the one user-assigned code).

/** Every country and territory with an ISO 3166-1 alpha-2 code, and XK. */
export const COUNTRY_CODES: readonly string[] = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT " +
  "BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH " +
  "ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT " +
  "HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS " +
  "LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI " +
  "NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG " +
  "SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG " +
  "UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW"
).split(" ");

/** The country a new address starts with (the tax tables and the demo data are the US's). */
export const DEFAULT_COUNTRY = "US";

const known = new Set(COUNTRY_CODES);
let displayNames: Intl.DisplayNames | undefined;

/** The English name of a country code ("DE" → "Germany"); the code itself when the runtime has no name. */
export function countryName(code: string): string {
  displayNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  return displayNames.of(code) ?? code;
}

/** Names people write for a country that are not its English name. */
const ALIASES: Record<string, string> = {
  usa: "US",
  "u.s.": "US",
  "u.s.a.": "US",
  "united states of america": "US",
  america: "US",
  uk: "GB",
  "u.k.": "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
};
let byName: Map<string, string> | undefined;

/**
 * A country as the tax tables key it, from what an address holds: nothing is the default (US), a known code is
 * itself in capitals, an English name or a common other name ("USA", "UK") is its code. Anything else is ""
 * (no jurisdiction: the estimate finds no rate), never a guess from its first letters ("Germany" is not GE).
 */
export function countryCode(country: string): string {
  const c = country.trim();
  if (c === "") return DEFAULT_COUNTRY;
  const upper = c.toUpperCase();
  if (known.has(upper)) return upper;
  if (!byName) {
    byName = new Map(COUNTRY_CODES.map((code) => [countryName(code).toLowerCase(), code]));
    for (const [alias, code] of Object.entries(ALIASES)) byName.set(alias, code);
  }
  return byName.get(c.toLowerCase().replace(/\s+/g, " ")) ?? "";
}
