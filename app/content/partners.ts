/**
 * Partner logos for the carousel above the footer.
 *
 * PLACEHOLDERS: the names and logos below are our own stand-ins, drawn for this site, until the
 * company supplies its partners' real logos (with permission to show them). Replace an entry's
 * `name` and drop the real logo file into `public/partners/` under the same `logo` path.
 */
export interface Partner {
  name: string;
  logo: string;
}

const names = [
  "Sahel Logistics",
  "Wadi Foods",
  "Najm Bank",
  "Qimma Health",
  "Barq Telecom",
  "Rimal Realty",
  "Noor Energy",
  "Sidra Education",
];

export const partners: Partner[] = names.map((name) => ({
  name,
  logo: `/partners/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.svg`,
}));
