import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../lib/paths';
import { PublicLayout } from '../components/layout/PublicLayout';
import { PageFallback } from '../components/layout/PageFallback';

// Every screen loads on its own route, so the home page carries no admin, calculator or Firestore code.
const HomePage = lazy(() => import('../features/home/HomePage'));
const WhyChoosePage = lazy(() => import('../features/why-choose/WhyChoosePage'));
const ResourcesHubPage = lazy(() => import('../features/resources-hub/ResourcesHubPage'));
const ToolsPage = lazy(() => import('../features/tools/ToolsPage'));
const CalculatorPage = lazy(() => import('../features/calculators/CalculatorPage'));
const ServicesPage = lazy(() => import('../features/services/ServicesPage'));
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const EnquiryPage = lazy(() => import('../features/enquiry/EnquiryPage'));
const BlogListPage = lazy(() => import('../features/blogs/BlogListPage'));
const BlogDetailPage = lazy(() => import('../features/blogs/BlogDetailPage'));
const VideoLibraryPage = lazy(() => import('../features/videos/VideoLibraryPage'));
const LoginPage = lazy(() => import('../features/admin/LoginPage'));
const AdminDashboardPage = lazy(() => import('../features/admin/AdminDashboardPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {/* The back office has its own sidebar layout. */}
        <Route path={paths.adminDashboard} element={<AdminDashboardPage />} />
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path={paths.whyChoose} element={<WhyChoosePage />} />
          <Route path={paths.whyChooseAlias} element={<WhyChoosePage />} />
          <Route path={paths.insights} element={<ResourcesHubPage />} />
          <Route path={paths.resources} element={<ResourcesHubPage />} />
          <Route path={paths.tools} element={<ToolsPage />} />
          <Route path={paths.calculator} element={<CalculatorPage />} />
          <Route path={paths.calculatorAlias} element={<CalculatorPage />} />
          <Route path={paths.services} element={<ServicesPage />} />
          <Route path={paths.about} element={<AboutPage />} />
          <Route path={paths.contact} element={<ContactPage />} />
          <Route path={paths.enquiry} element={<EnquiryPage />} />
          <Route path={paths.blogs} element={<BlogListPage />} />
          <Route path="/blogs/:id" element={<BlogDetailPage />} />
          <Route path={paths.videos} element={<VideoLibraryPage />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
