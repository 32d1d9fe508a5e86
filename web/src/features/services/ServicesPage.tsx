import { AdditionalServicesSection } from './AdditionalServicesSection';
import { ConsultationBanner } from './ConsultationBanner';
import { CoreServicesSection, MAIN_SERVICES_ID } from './CoreServicesSection';
import { ServicesHero } from './ServicesHero';
import { BelowFold } from '../../components/ui/BelowFold';

/** Services (/services, anchor #main-services): hero, core services, additional services, consultation banner. */
export default function ServicesPage() {
  return (
    <>
      <ServicesHero target={`#${MAIN_SERVICES_ID}`} />
      <BelowFold sections={[CoreServicesSection, AdditionalServicesSection, ConsultationBanner]} />
    </>
  );
}
