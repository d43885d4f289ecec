import type { ReactNode } from "react";
import { useTranslation } from "../i18n/i18n";
import { flags } from "../site";
import { SocialLinks } from "../components/Footer";
import { MailIcon, PhoneIcon, PinIcon } from "../components/icons";
import { PageHeader } from "../components/sections/PageHeader";
import type { contactData } from "./data";
import { localized } from "../i18n/localized";
import { openingTimes } from "./dates";
import "../components/sections/section.css";
import "../components/sections/card.css";
import "./contact.css";

/**
 * Contact: the form, then every other way to reach the company. Phone numbers and the address
 * stay left-to-right inside Arabic text (`dir="ltr"`); all facts come from content/company.yaml. The form
 * itself is an island that the page's `.astro` entry passes in as the `form` slot.
 */
function Contact({ data, form: formIsland }: { data: ContactData; form?: ReactNode }) {
  const { intro, form, details, hours } = data.copy;
  const { company } = data;
  const { t, lang } = useTranslation();
  const newTab = t("footer.newTab");
  return (
    <>
      <PageHeader
        {...intro}
        image={{ src: "/illustrations/contact.svg", width: 480, height: 360, alt: "" }}
      />
      <div className="section section--muted contact">
        <div className="container contact__grid">
          <section className="contact__form card" aria-labelledby="form-heading">
            <h2 id="form-heading" className="contact__heading">
              {form.heading}
            </h2>
            <p className="card__text">{form.body}</p>
            {formIsland}
          </section>

          <aside className="contact__details" aria-labelledby="details-heading">
            <h2 id="details-heading" className="visually-hidden">
              {details.heading}
            </h2>
            <ContactBlock id="offices-heading" heading={details.offices}>
              <ul className="contact-list">
                {company.branches.map((branch) => (
                  <ContactItem key={branch.id} icon={<PinIcon size={22} />} label={branch.name[lang]}>
                    <a href={branch.mapUrl} target="_blank" rel="noopener noreferrer">
                      {branch.address[lang]}
                      <span className="visually-hidden"> {newTab}</span>
                    </a>
                  </ContactItem>
                ))}
              </ul>
            </ContactBlock>

            <ContactBlock id="reach-heading" heading={details.reach}>
              <ul className="contact-list">
                {company.phones.map((phone) => (
                  <ContactItem key={phone.e164} icon={<PhoneIcon size={22} />} label={phone.label[lang]}>
                    <a href={`tel:${phone.e164}`} dir="ltr">
                      {phone.display}
                    </a>
                  </ContactItem>
                ))}
                <ContactItem icon={<MailIcon size={22} />} label={details.email}>
                  <a href={`mailto:${company.email}`} dir="ltr">
                    {company.email}
                  </a>
                </ContactItem>
              </ul>
            </ContactBlock>

            {flags.contactOperatingDays && (
              <ContactBlock id="hours-heading" heading={hours.heading}>
                <dl className="hours">
                  {hours.rows.map((row) => (
                    <div key={row.office}>
                      <dt>{row.office}</dt>
                      <dd>
                        {t("officeHours", {
                          days: row.days,
                          times: openingTimes(row.opens, row.closes, lang),
                        })}
                      </dd>
                    </div>
                  ))}
                </dl>
                <p className="contact-block__note">{hours.note}</p>
              </ContactBlock>
            )}

            <ContactBlock id="follow-heading" heading={details.follow}>
              <SocialLinks social={company.social} className="social-links--light" />
            </ContactBlock>
          </aside>
        </div>
      </div>
    </>
  );
}

function ContactBlock({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="contact-block" aria-labelledby={id}>
      <h3 id={id} className="contact-block__heading">
        {heading}
      </h3>
      {children}
    </section>
  );
}

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li>
      {icon}
      <div>
        <strong className="contact-list__label">{label}</strong>
        {children}
      </div>
    </li>
  );
}

type ContactData = Awaited<ReturnType<typeof contactData>>;

export const ContactPage = localized(Contact);
