/**
 * Where the shop sells (`allowedCountries`) and the states WooCommerce asks for in those
 * countries (`countryStates`). Our decision where the behaviour leaves it open: the EU, the UK,
 * Switzerland, Norway, the US, Canada and Australia; states are required for US, CA and AU only.
 */
export const allowedCountries = [
  'AT',
  'AU',
  'BE',
  'BG',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'US',
];

const pairs = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => {
      const [code = '', name = ''] = line.trim().split('=');
      return { code, name };
    });

export const countryStates: Record<string, { code: string; name: string }[]> = {
  US: pairs(`
    AL=Alabama
    AK=Alaska
    AZ=Arizona
    AR=Arkansas
    CA=California
    CO=Colorado
    CT=Connecticut
    DE=Delaware
    DC=District Of Columbia
    FL=Florida
    GA=Georgia
    HI=Hawaii
    ID=Idaho
    IL=Illinois
    IN=Indiana
    IA=Iowa
    KS=Kansas
    KY=Kentucky
    LA=Louisiana
    ME=Maine
    MD=Maryland
    MA=Massachusetts
    MI=Michigan
    MN=Minnesota
    MS=Mississippi
    MO=Missouri
    MT=Montana
    NE=Nebraska
    NV=Nevada
    NH=New Hampshire
    NJ=New Jersey
    NM=New Mexico
    NY=New York
    NC=North Carolina
    ND=North Dakota
    OH=Ohio
    OK=Oklahoma
    OR=Oregon
    PA=Pennsylvania
    RI=Rhode Island
    SC=South Carolina
    SD=South Dakota
    TN=Tennessee
    TX=Texas
    UT=Utah
    VT=Vermont
    VA=Virginia
    WA=Washington
    WV=West Virginia
    WI=Wisconsin
    WY=Wyoming`),
  CA: pairs(`
    AB=Alberta
    BC=British Columbia
    MB=Manitoba
    NB=New Brunswick
    NL=Newfoundland and Labrador
    NT=Northwest Territories
    NS=Nova Scotia
    NU=Nunavut
    ON=Ontario
    PE=Prince Edward Island
    QC=Quebec
    SK=Saskatchewan
    YT=Yukon Territory`),
  AU: pairs(`
    ACT=Australian Capital Territory
    NSW=New South Wales
    NT=Northern Territory
    QLD=Queensland
    SA=South Australia
    TAS=Tasmania
    VIC=Victoria
    WA=Western Australia`),
};

export const statesOf = (country: string) => countryStates[country] ?? [];
