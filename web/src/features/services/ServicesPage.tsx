import Box from '@mui/material/Box';
import { AdditionalServicesSection } from './AdditionalServicesSection';
import { ConsultationBanner } from './ConsultationBanner';
import { CoreServicesSection, MAIN_SERVICES_ID } from './CoreServicesSection';
import { ServicesHero } from './ServicesHero';
import { belowFold } from '../../components/ui/below-fold';

/** Services (/services, anchor #main-services): hero, core services, additional services, consultation banner. */
export default function ServicesPage() {
  return (
    <>
      <ServicesHero target={`#${MAIN_SERVICES_ID}`} />
      <Box sx={belowFold}>
        <CoreServicesSection />
      </Box>
      <Box sx={belowFold}>
        <AdditionalServicesSection />
      </Box>
      <Box sx={belowFold}>
        <ConsultationBanner />
      </Box>
    </>
  );
}
