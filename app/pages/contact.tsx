import type { Route } from "./+types/contact";
import { ContactForm } from "../contact/ContactForm";
import { company } from "../content/company";
import { useTranslation } from "../i18n/i18n";
import { routeMeta } from "../seo/route-meta";
import { flags } from "../site";
import { SocialLinks } from "../components/Footer";
import { MailIcon, PhoneIcon, PinIcon } from "../components/icons";
import { PageHeader } from "../components/sections/PageHeader";
import { contactData } from "./copy.server";

export async function loader({ request }: Route.LoaderArgs) {
  return contactData(request);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/**
 * Contact: the form, then every other way to reach the company. Phone numbers and the address
 * stay left-to-right inside Arabic text (`dir="ltr"`); all facts come from company.ts.
 */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { intro, form, details, hours } = loaderData.copy;
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
            <ContactForm />
          </section>

          <aside className="contact__details" aria-labelledby="details-heading">
            <h2 id="details-heading" className="visually-hidden">
              {details.heading}
            </h2>
            <section className="contact-block" aria-labelledby="offices-heading">
              <h3 id="offices-heading" className="contact-block__heading">
                {details.offices}
              </h3>
              <ul className="contact-list">
                {company.branches.map((branch) => (
                  <li key={branch.id}>
                    <PinIcon size={22} />
                    <div>
                      <strong className="contact-list__label">{branch.name[lang]}</strong>
                      <a href={branch.mapUrl} target="_blank" rel="noopener noreferrer">
                        {branch.address[lang]}
                        <span className="visually-hidden"> {newTab}</span>
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            </section>

            <section className="contact-block" aria-labelledby="reach-heading">
              <h3 id="reach-heading" className="contact-block__heading">
                {details.reach}
              </h3>
              <ul className="contact-list">
                {company.phones.map((phone) => (
                  <li key={phone.e164}>
                    <PhoneIcon size={22} />
                    <div>
                      <strong className="contact-list__label">{phone.label[lang]}</strong>
                      <a href={`tel:${phone.e164}`} dir="ltr">
                        {phone.display}
                      </a>
                    </div>
                  </li>
                ))}
                <li>
                  <MailIcon size={22} />
                  <div>
                    <strong className="contact-list__label">{details.email}</strong>
                    <a href={`mailto:${company.email}`} dir="ltr">
                      {company.email}
                    </a>
                  </div>
                </li>
              </ul>
            </section>

            {flags.contactOperatingDays && (
              <section className="contact-block" aria-labelledby="hours-heading">
                <h3 id="hours-heading" className="contact-block__heading">
                  {hours.heading}
                </h3>
                <dl className="hours">
                  {hours.rows.map((row) => (
                    <div key={row.office}>
                      <dt>{row.office}</dt>
                      <dd>
                        {row.days}, {row.time}
                      </dd>
                    </div>
                  ))}
                </dl>
                <p className="contact-block__note">{hours.note}</p>
              </section>
            )}

            <section className="contact-block" aria-labelledby="follow-heading">
              <h3 id="follow-heading" className="contact-block__heading">
                {details.follow}
              </h3>
              <SocialLinks className="social-links--light" />
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}
