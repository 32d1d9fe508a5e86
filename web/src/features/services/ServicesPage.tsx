import { Seo } from '../../components/seo/Seo';
import { AdditionalServicesSection } from './AdditionalServicesSection';
import { ConsultationBanner } from './ConsultationBanner';
import { CoreServicesSection, MAIN_SERVICES_ID } from './CoreServicesSection';
import { ServicesHero } from './ServicesHero';
import { HydrateApart } from '../../components/layout/HydrateApart';

/** Services (/services, anchor #main-services): hero, core services, additional services, consultation banner. */
export default function ServicesPage() {
  return (
    <>
      <Seo
        title="Services: Tax, Audit, Investments, Corporate Law"
        description="CA services (ITR, GST, TDS, audits), CFA services (portfolio, planning, risk, wealth) and CS services (ROC filings, trademarks, licences), plus loans, insurance and mutual funds."
      />
      <ServicesHero target={`#${MAIN_SERVICES_ID}`} />
      {/* Each part hydrates on its own (the banner, text and links only, not at all); estimates measured at 360 and
          1280 px. */}
      <HydrateApart estimate={{ phone: 1920, desktop: 880 }}>
        <CoreServicesSection />
      </HydrateApart>
      <HydrateApart estimate={{ phone: 3410, desktop: 1370 }}>
        <AdditionalServicesSection />
      </HydrateApart>
      <HydrateApart estimate={{ phone: 830, desktop: 470 }} staticHtml>
        <ConsultationBanner />
      </HydrateApart>
    </>
  );
}
